// A new department (新增 and the import): under a live parent or at the top, with the next
// hierarchical org code of its level, drawn again when another add under the same parent took it.
import type { Kysely } from 'kysely';
import { formatDateTime } from '../../../shared/date-format';
import { DEPART_TEXTS } from '../../../shared/users/texts';
import { newId } from '../../db/ids';
import { inTransaction } from '../../db/savepoint';
import type { Database } from '../../db/tables';
import { Errors } from '../../errors';
import { nextOrgCode } from './depart-tree';
import type { DepartValues } from './depart-values';

const INSERT_ATTEMPTS = 3;

export async function insertDepart(
  db: Kysely<Database>,
  username: string,
  values: DepartValues,
  parentId: string | null,
): Promise<string> {
  let parentCode = '';
  if (parentId) {
    const parent = await db
      .selectFrom('sysDepart')
      .select('orgCode')
      .where('id', '=', parentId)
      .where('delFlag', '=', '0')
      .executeTakeFirst();
    if (!parent) throw Errors.departInvalid(DEPART_TEXTS.parentMissing);
    parentCode = parent.orgCode;
  }
  const now = formatDateTime();
  for (let attempt = 1; ; attempt++) {
    try {
      // Under a savepoint inside a caller's transaction (the import), so a refused attempt is undone alone.
      return await inTransaction(db, async (trx) => {
        const siblings = await trx
          .selectFrom('sysDepart')
          .select('orgCode')
          .where('orgCode', 'like', `${parentCode}%`)
          .execute();
        const orgCode = nextOrgCode(
          parentCode,
          siblings.map((s) => s.orgCode),
        );
        if (!orgCode) throw Errors.departInvalid(DEPART_TEXTS.codesExhausted);
        const id = newId();
        await trx
          .insertInto('sysDepart')
          .values({
            id,
            parentId,
            ...values,
            orgType: parentId ? '2' : '1',
            orgCode,
            status: '1',
            delFlag: '0',
            createBy: username,
            createTime: now,
            updateBy: null,
            updateTime: null,
          })
          .execute();
        return id;
      });
    } catch (error) {
      // Two adds under one parent at once: the unique org code refuses one; it draws again.
      if (attempt >= INSERT_ATTEMPTS || !isUniqueViolation(error)) throw error;
    }
  }
}

function isUniqueViolation(error: unknown): boolean {
  const { code } = (error ?? {}) as { code?: string };
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}
