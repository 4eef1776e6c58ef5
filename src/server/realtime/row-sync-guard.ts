// Who a row update of the live-sync socket comes from and goes to (spec §4): an update names a grid by
// its socketKey (main entity / sub-table entity, both declared in schemas) and carries one saved row
// by its id. It is relayed only from a user who may edit the main entity and read that row, so what
// they push is what they could have saved themselves; and only to users who may read the row (the
// hub asks `mayReadRecord`), so no one learns of another enterprise's or tenant's rows.
import type { Kysely } from 'kysely';
import { parseGridSocketKey } from '../../shared/announcements/realtime';
import type { Database } from '../db/tables';
import type { Engine } from '../engine';
import { loadPrincipal, mayUse } from '../engine/principal';
import type { RecordReader } from './hub';
import { liveUser } from './socket-auth';

interface RowUpdateMessage {
  data?: { socketKey?: unknown; args?: unknown };
}

/** The grid's entities and the row's id when the message is a well-formed update of a declared sub-table. */
function updatedRow(engine: Engine, message: RowUpdateMessage) {
  const { socketKey, args } = message.data ?? {};
  if (typeof socketKey !== 'string' || !Array.isArray(args)) return null;
  const row: unknown = args[0];
  const id = row && typeof row === 'object' ? (row as { id?: unknown }).id : undefined;
  if (typeof id !== 'string') return null;
  const key = parseGridSocketKey(socketKey);
  const entity = key ? engine.registry.get(key.entity) : undefined;
  const declared = entity?.definition.subTables?.some((sub) => sub.entity === key?.subEntity);
  return entity && key && declared ? { entity, record: { entity: key.subEntity, id } } : null;
}

/** The user's principal in the tenant, or null when the user is gone or frozen. */
async function principalOf(db: Kysely<Database>, userId: string, tenantId: number) {
  const user = await liveUser(db, userId);
  return user ? loadPrincipal(db, user, tenantId) : null;
}

export function createRowSyncGuard(db: Kysely<Database>, engine: Engine) {
  /** The record a row update may reach the readers of, or null when it is not relayed. */
  async function relayedRecord(userId: string, tenantId: number, message: RowUpdateMessage) {
    const update = updatedRow(engine, message);
    if (!update) return null;
    const principal = await principalOf(db, userId, tenantId);
    if (!principal || !mayUse(principal, update.entity, 'edit')) return null;
    return (await engine.mayRead(principal, update.record.entity, update.record.id)) ? update.record : null;
  }

  const mayReadRecord: RecordReader = async (userId, tenantId, record) => {
    const principal = await principalOf(db, userId, tenantId);
    return principal ? engine.mayRead(principal, record.entity, record.id) : false;
  };

  return { relayedRecord, mayReadRecord };
}
