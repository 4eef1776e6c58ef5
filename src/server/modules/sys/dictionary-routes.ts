// Dictionary endpoints (contract §7.2-§7.6): plain dictionaries from the dictionary service; table
// dictionaries ('table,text_column,value_column') and tree selects through the schema engine, which
// serves only what the schemas declare and only the rows the user may see — for a form field, only
// those its where, filter and option rule allow. A few system tables outside the engine are served
// from an allowlist (system-table-dicts.ts). Flushing the server's cache is for those who maintain
// dictionaries.
import { allow } from '../../auth/route-access';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_PATHS, DICT_CACHE_CODE } from '../../../shared/api-paths';
import { Errors, SuccessMessages } from '../../errors';
import { ok } from '../../http/result';
import type { AppServices } from '../../services';
import {
  dictionaryField,
  resolveTableDictionary,
  tableDictFill,
  tableDictItems,
  tableDictTexts,
  treeSelectNodes,
} from '../../engine/table-dictionaries';
import { dictFieldConditions } from '../../engine/dict-field-scope';
import type { TableDictionary } from '../../engine/registry';
import type { Principal } from '../../engine/principal';
import { formRecord, parseFormValues } from '../../engine/form-record';
import { fieldOptionRule } from '../../engine/option-rules';
import { isAllowed } from '../../../shared/permission-rules';
import { systemDictItems, systemDictTexts, systemTableDict } from './system-table-dicts';
import { scopeOf } from '../users/tenant-scope';

const PLAIN_DICT_CODE = /^[A-Za-z][A-Za-z0-9_]{0,99}$/;

type CodeRequest = FastifyRequest<{ Params: { code: string }; Querystring: Record<string, unknown> }>;

const text = (value: unknown) => (typeof value === 'string' ? value : '');

export function registerDictionaryRoutes(
  app: FastifyInstance,
  { db, dictionaries, engine }: AppServices,
): void {
  const table = (code: string) => resolveTableDictionary(engine.deps, code);
  /** The allowlisted system-table dictionary of the code, once the user may read it; null for others. */
  const systemTable = async (request: FastifyRequest, code: string) => {
    const dict = systemTableDict(code);
    if (!dict) return null;
    const principal = await engine.principal(request);
    if (dict.codes && !dict.codes.some((c) => isAllowed(c, principal.held, principal.switchedOff)))
      throw Errors.noPermission();
    return dict;
  };

  app.get(API_PATHS.queryAllDictItems, allow.signedIn, async () => ok(await dictionaries.all()));

  app.get(API_PATHS.refreshDictCache, allow.anyOf(DICT_CACHE_CODE), async () => {
    dictionaries.clear();
    return ok(null, SuccessMessages.cacheRefreshed);
  });

  /**
   * How the form field the request names (`field`, with the form's `values` and the `recordId` it
   * edits) narrows the options: its where and filter, and its option rule with each option's reason.
   */
  const fieldScope = async (request: CodeRequest, principal: Principal, dictionary: TableDictionary) => {
    const source = dictionaryField(engine.deps, dictionary, text(request.query.field));
    if (!source) return {};
    const sent = parseFormValues(text(request.query.values));
    const form = await formRecord(engine.deps, principal, source.entity, sent, text(request.query.recordId));
    const rule = await fieldOptionRule(engine.deps, principal, source.field, form);
    const conditions = dictFieldConditions(dictionary.entity, source.dict, form.values);
    if (rule) conditions.push(rule.where);
    return { conditions, ...(rule?.reason ? { reason: rule.reason } : {}) };
  };

  app.get(API_PATHS.getDictItems, allow.signedIn, async (request: CodeRequest) => {
    const code = request.params.code.trim();
    if (!code) throw Errors.dictCodeEmpty();
    if (code.includes(',')) {
      const system = await systemTable(request, code);
      if (system) return ok(await systemDictItems(db, system, await scopeOf(request)));
      const dictionary = table(code);
      const principal = await engine.principal(request);
      return ok(
        await tableDictItems(
          engine.deps,
          principal,
          dictionary,
          await fieldScope(request, principal, dictionary),
        ),
      );
    }
    if (!PLAIN_DICT_CODE.test(code)) throw Errors.dictCodeFormat();
    return ok(await dictionaries.items(code));
  });

  app.get(API_PATHS.loadDict, allow.signedIn, async (request: CodeRequest) => {
    const pageSize = Number(text(request.query.pageSize));
    const system = await systemTable(request, request.params.code);
    if (system)
      return ok(
        await systemDictItems(db, system, await scopeOf(request), {
          keyword: text(request.query.keyword),
          ...(Number.isInteger(pageSize) && pageSize > 0 ? { pageSize } : {}),
        }),
      );
    const dictionary = table(request.params.code);
    const principal = await engine.principal(request);
    const items = await tableDictItems(engine.deps, principal, dictionary, {
      ...(await fieldScope(request, principal, dictionary)),
      keyword: text(request.query.keyword),
      ...(Number.isInteger(pageSize) && pageSize > 0 ? { pageSize } : {}),
    });
    return ok(items);
  });

  app.get(API_PATHS.loadDictItem, allow.signedIn, async (request: CodeRequest) => {
    const keys = text(request.query.key)
      .split(',')
      .map((k) => k.trim())
      .filter(Boolean);
    const delNotExist = text(request.query.delNotExist) !== 'false';
    const system = await systemTable(request, request.params.code);
    if (system)
      return ok(
        keys.length ? await systemDictTexts(db, system, await scopeOf(request), keys, delNotExist) : null,
      );
    const dictionary = table(request.params.code);
    if (keys.length === 0) return ok(null);
    return ok(
      await tableDictTexts(engine.deps, await engine.principal(request), dictionary, keys, delNotExist),
    );
  });

  app.get(API_PATHS.dictFillValues, allow.signedIn, async (request: CodeRequest) => {
    const dictionary = table(request.params.code);
    const source = dictionaryField(engine.deps, dictionary, text(request.query.field));
    const value = text(request.query.value);
    if (!source || !value) return ok(null);
    return ok(
      await tableDictFill(engine.deps, await engine.principal(request), dictionary, source.dict, value),
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
