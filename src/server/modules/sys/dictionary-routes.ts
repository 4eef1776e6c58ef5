// Dictionary endpoints (contract §7.2-§7.6): plain dictionaries from the dictionary service; table
// dictionaries ('table,text_column,value_column') and tree selects through the schema engine, which
// serves only what the schemas declare and only the rows the user may see. Flushing the server's
// cache is for those who maintain dictionaries.
import { allow } from '../../auth/route-access';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_PATHS, DICT_CACHE_CODE } from '../../../shared/api-paths';
import { Errors, SuccessMessages } from '../../errors';
import { ok } from '../../http/result';
import type { AppServices } from '../../services';
import {
  resolveTableDictionary,
  tableDictItems,
  tableDictTexts,
  treeSelectNodes,
} from '../../engine/table-dictionaries';

const PLAIN_DICT_CODE = /^[A-Za-z][A-Za-z0-9_]{0,99}$/;

type CodeRequest = FastifyRequest<{ Params: { code: string }; Querystring: Record<string, unknown> }>;

const text = (value: unknown) => (typeof value === 'string' ? value : '');

export function registerDictionaryRoutes(app: FastifyInstance, { dictionaries, engine }: AppServices): void {
  const table = (code: string) => resolveTableDictionary(engine.deps, code);

  app.get(API_PATHS.queryAllDictItems, allow.signedIn, async () => ok(await dictionaries.all()));

  app.get(API_PATHS.refreshDictCache, allow.anyOf(DICT_CACHE_CODE), async () => {
    dictionaries.clear();
    return ok(null, SuccessMessages.cacheRefreshed);
  });

  app.get(API_PATHS.getDictItems, allow.signedIn, async (request: CodeRequest) => {
    const code = request.params.code.trim();
    if (!code) throw Errors.dictCodeEmpty();
    if (code.includes(',')) {
      return ok(await tableDictItems(engine.deps, await engine.principal(request), table(code)));
    }
    if (!PLAIN_DICT_CODE.test(code)) throw Errors.dictCodeFormat();
    return ok(await dictionaries.items(code));
  });

  app.get(API_PATHS.loadDict, allow.signedIn, async (request: CodeRequest) => {
    const dictionary = table(request.params.code);
    const pageSize = Number(text(request.query.pageSize));
    const items = await tableDictItems(engine.deps, await engine.principal(request), dictionary, {
      keyword: text(request.query.keyword),
      ...(Number.isInteger(pageSize) && pageSize > 0 ? { pageSize } : {}),
    });
    return ok(items);
  });

  app.get(API_PATHS.loadDictItem, allow.signedIn, async (request: CodeRequest) => {
    const dictionary = table(request.params.code);
    const keys = text(request.query.key)
      .split(',')
      .map((k) => k.trim())
      .filter(Boolean);
    if (keys.length === 0) return ok(null);
    const delNotExist = text(request.query.delNotExist) !== 'false';
    return ok(
      await tableDictTexts(engine.deps, await engine.principal(request), dictionary, keys, delNotExist),
    );
  });

  app.get(
    API_PATHS.loadTreeData,
    allow.signedIn,
    async (request: FastifyRequest<{ Querystring: Record<string, unknown> }>) => {
      const q = request.query;
      const nodes = await treeSelectNodes(engine.deps, await engine.principal(request), {
        pid: text(q.pid),
        tableName: text(q.tableName),
        text: text(q.text),
        code: text(q.code),
        pidField: text(q.pidField),
        hasChildField: text(q.hasChildField),
        condition: text(q.condition),
      });
      return ok(nodes);
    },
  );
}
