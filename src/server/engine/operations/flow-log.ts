// The flow log of declared operations (sys_flow_log): one row per step, written in the step's
// transaction, read back as a record's timeline with the states' dictionary texts.
import type { Kysely } from 'kysely';
import type { FlowLogEntry } from '../../../shared/engine-operations';
import { newId } from '../../db/ids';
import type { Database } from '../../db/tables';
import type { DictionaryService } from '../../modules/sys/dictionary-service';
import { systemDb } from '../engine-db';
import type { EngineDb } from '../engine-db';
import type { Principal } from '../principal';
import type { ResolvedEntity } from '../registry';
import type { ResolvedOperation } from '../behaviour';

export interface FlowStep {
  entity: ResolvedEntity;
  recordId: string;
  operation: ResolvedOperation;
  fromState: string | null;
  toState: string | null;
  opinion: string | null;
  attachments: string | null;
  principal: Principal;
  at: string;
}

/** The names of the user's roles, comma-joined (kept on the row: roles change later). */
async function roleNames(db: Kysely<Database>, userId: string): Promise<string | null> {
  const rows = await db
    .selectFrom('sysRole')
    .innerJoin('sysUserRole', 'sysUserRole.roleId', 'sysRole.id')
    .select('sysRole.roleName')
    .where('sysUserRole.userId', '=', userId)
    .orderBy('sysRole.roleName')
    .execute();
  return rows.map((r) => r.roleName).join(',') || null;
}

export async function writeFlowLog(db: EngineDb, step: FlowStep): Promise<void> {
  const sys = systemDb(db);
  const { user, tenantId } = step.principal;
  await sys
    .insertInto('sysFlowLog')
    .values({
      id: newId(),
      entity: step.entity.name,
      recordId: step.recordId,
      operation: step.operation.name,
      operationLabel: step.operation.label,
      fromState: step.fromState,
      toState: step.toState,
      opinion: step.opinion,
      attachments: step.attachments,
      operatorId: user.id,
      operator: user.username,
      operatorName: user.realname,
      operatorRoles: await roleNames(sys, user.id),
      tenantId,
      createTime: step.at,
    })
    .execute();
}

/** A record's steps, oldest first, the states translated by the state field's dictionary. */
export async function readFlowLog(
  db: EngineDb,
  dictionaries: DictionaryService,
  entity: ResolvedEntity,
  recordId: string,
): Promise<FlowLogEntry[]> {
  const rows = await systemDb(db)
    .selectFrom('sysFlowLog')
    .selectAll()
    .where('entity', '=', entity.name)
    .where('recordId', '=', recordId)
    .orderBy('createTime')
    .orderBy('id')
    .execute();
  const dict = entity.lifecycle?.field.dict;
  const items = dict?.kind === 'plain' ? await dictionaries.items(dict.code) : [];
  const text = (value: string | null) =>
    value === null ? null : (items.find((item) => item.value === value)?.text ?? value);
  return rows.map((row) => ({
    id: row.id,
    operation: row.operation,
    operationLabel: row.operationLabel,
    fromState: row.fromState,
    fromState_dictText: text(row.fromState),
    toState: row.toState,
    toState_dictText: text(row.toState),
    opinion: row.opinion,
    attachments: row.attachments,
    operator: row.operator,
    operatorName: row.operatorName,
    operatorRoles: row.operatorRoles,
    createTime: row.createTime,
  }));
}
