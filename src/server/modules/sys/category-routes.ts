// The category tree of /sys/category (spec §7 "Dictionaries and categories"), read by the category
// pickers: roots or the children of a code (loadTreeRoot, optionally whole subtrees), children of a
// node, one category by code or id, tree-select levels with equality conditions, names by ids; and
// the category form's code check and JeecgBoot's loadAllData (every category under a code prefix).
import { allow } from '../../auth/route-access';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { Selectable } from 'kysely';
import { API_PATHS } from '../../../shared/api-paths';
import type { SysCategoryTable } from '../../db/tables';
import { Errors } from '../../errors';
import { ok } from '../../http/result';
import type { AppServices } from '../../services';

type CategoryRow = Selectable<SysCategoryTable>;
type Query = FastifyRequest<{ Querystring: Record<string, unknown> }>;

export const ROOT_CATEGORY_PID = '0';
/** JeecgBoot's Result.ok() message. */
const SUCCESS = '成功';
/** Nodes one answer holds at most (a whole tree for loadTreeRoot?async=false). */
export const MAX_CATEGORY_NODES = 5000;

/** A node as JTreeSelect and JCategorySelect read it (contract §7.5). */
export interface CategoryNode {
  key: string;
  title: string;
  code: string;
  value: string;
  leaf: boolean;
  parentId: string;
  icon: null;
  children: CategoryNode[] | null;
}

/** Columns a loadTreeData condition may compare (keys in either spelling). */
const CONDITION_COLUMNS: Record<string, 'name' | 'code' | 'pid' | 'hasChild'> = {
  name: 'name',
  code: 'code',
  pid: 'pid',
  hasChild: 'hasChild',
  has_child: 'hasChild',
};

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

const toNode = (row: CategoryRow): CategoryNode => ({
  key: row.id,
  title: row.name,
  code: row.code,
  value: row.id,
  leaf: row.hasChild !== '1',
  parentId: row.pid,
  icon: null,
  children: null,
});

function conditionOf(raw: string): [keyof typeof CONDITION_COLUMNS, string][] {
  if (!raw) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw Errors.treeSelectCondition();
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw Errors.treeSelectCondition();
  return Object.entries(parsed as Record<string, unknown>).map(([name, value]) => {
    if (!Object.prototype.hasOwnProperty.call(CONDITION_COLUMNS, name)) throw Errors.treeSelectTable();
    if (typeof value !== 'string' && typeof value !== 'number') throw Errors.treeSelectCondition();
    return [name, String(value)];
  });
}

export function registerCategoryRoutes(app: FastifyInstance, { db }: AppServices): void {
  const children = async (pids: string[], condition: [string, string][] = []) => {
    if (pids.length === 0) return [];
    let query = db.selectFrom('sysCategory').selectAll().where('pid', 'in', pids);
    for (const [name, value] of condition) query = query.where(CONDITION_COLUMNS[name]!, '=', value);
    return query.orderBy('code').orderBy('id').limit(MAX_CATEGORY_NODES).execute();
  };
  const idOfCode = async (code: string) => {
    const row = await db.selectFrom('sysCategory').select('id').where('code', '=', code).executeTakeFirst();
    if (!row) throw Errors.categoryCodeUnknown(code);
    return row.id;
  };
  const parentOf = async (pcode: string) =>
    pcode && pcode !== ROOT_CATEGORY_PID ? idOfCode(pcode) : ROOT_CATEGORY_PID;

  app.get(API_PATHS.categoryTreeRoot, allow.signedIn, async (request: Query) => {
    const roots = (await children([await parentOf(text(request.query.pcode))])).map(toNode);
    if (text(request.query.async) !== 'false') return ok(roots);
    // Whole subtrees, one query per level.
    let level = roots;
    let count = roots.length;
    while (level.length > 0 && count < MAX_CATEGORY_NODES) {
      const rows = await children(level.filter((n) => !n.leaf).map((n) => n.key));
      if (rows.length === 0) break;
      const byKey = new Map(level.map((n) => [n.key, n]));
      const next = rows.map(toNode);
      for (const node of next) (byKey.get(node.parentId)!.children ??= []).push(node);
      count += next.length;
      level = next;
    }
    return ok(roots);
  });

  app.get(API_PATHS.categoryTreeChildren, allow.signedIn, async (request: Query) =>
    ok((await children([text(request.query.pid) || ROOT_CATEGORY_PID])).map(toNode)),
  );

  app.get(API_PATHS.categoryOne, allow.signedIn, async (request: Query) => {
    const field = text(request.query.field);
    if (field !== 'code' && field !== 'id') throw Errors.categoryFieldRefused();
    const value = text(request.query.val);
    const rows = await db.selectFrom('sysCategory').selectAll().where(field, '=', value).limit(2).execute();
    if (rows.length === 0) throw Errors.categoryCodeUnknown(value);
    if (rows.length > 1) throw Errors.categoryCodeAmbiguous(value);
    return ok(rows[0]);
  });

  app.get(API_PATHS.categoryCheckCode, allow.signedIn, async (request: Query) => {
    const code = text(request.query.code);
    if (!code) throw Errors.categoryCodeEmpty();
    const pid = text(request.query.pid);
    if (!pid || pid === ROOT_CATEGORY_PID) return ok(null, SUCCESS);
    const parent = await db.selectFrom('sysCategory').select('code').where('id', '=', pid).executeTakeFirst();
    if (!parent) throw Errors.recordNotFound();
    if (!code.startsWith(parent.code)) throw Errors.categoryCodePrefix(parent.code);
    return ok(null, SUCCESS);
  });

  app.get(API_PATHS.categoryAllData, allow.signedIn, async (request: Query) => {
    const code = text(request.query.code);
    let query = db.selectFrom('sysCategory').select(['id', 'name']);
    // A prefix compared as it is (JeecgBoot's likeRight without LIKE's wildcards).
    if (code && code !== ROOT_CATEGORY_PID)
      query = query.where(sql<boolean>`substr(${sql.ref('code')}, 1, ${code.length}) = ${code}`);
    const rows = await query.orderBy('code').orderBy('id').limit(MAX_CATEGORY_NODES).execute();
    if (rows.length === 0) throw Errors.categoryNoData();
    return ok(rows.map((row) => ({ value: row.id, text: row.name, title: row.name })));
  });

  app.get(API_PATHS.categoryTreeData, allow.signedIn, async (request: Query) => {
    const condition = conditionOf(text(request.query.condition));
    const pid = text(request.query.pid) || (await parentOf(text(request.query.pcode)));
    return ok((await children([pid], condition)).map(toNode));
  });

  const dictItem = async (request: Query) => {
    const ids = text(request.query.ids)
      .split(',')
      .map((id) => id.trim())
      .filter(Boolean);
    if (ids.length === 0) return ok([]);
    if (ids.length > MAX_CATEGORY_NODES) throw Errors.tooManyIds(MAX_CATEGORY_NODES);
    const rows = await db.selectFrom('sysCategory').select(['id', 'name']).where('id', 'in', ids).execute();
    const names = new Map(rows.map((r) => [r.id, r.name]));
    const delNotExist = text(request.query.delNotExist) !== 'false';
    return ok(ids.flatMap((id) => (names.has(id) ? [names.get(id)!] : delNotExist ? [] : [id])));
  };
  app.get(API_PATHS.categoryDictItem, allow.signedIn, dictItem);
  app.get(API_PATHS.categoryDictItem.replace(/\/$/, ''), allow.signedIn, dictItem);
}
