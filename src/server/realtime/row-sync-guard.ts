// Who a row update of the live-sync socket comes from and goes to (spec §4): an update names a grid by
// its socketKey (main entity / sub-table entity, both declared in schemas) and carries one saved row
// by its id. It is relayed only from a user who may edit the main entity and read that row, so what
// they push is what they could have saved themselves; and only to users who may read the row (the
// hub asks `mayReadRecord`), so no one learns of another enterprise's or tenant's rows — and with
// the row's personal data masked to those who read it masked (engine/personal-fields.ts).
import type { Kysely } from 'kysely';
import { parseGridSocketKey } from '../../shared/announcements/realtime';
import type { Database } from '../db/tables';
import { maskStoredValue } from '../../shared/personal-data';
import type { Engine } from '../engine';
import type { ResolvedEntity } from '../engine/registry';
import { readsPersonalInClear } from '../engine/personal-fields';
import { loadPrincipal, mayUse } from '../engine/principal';
import type { RecordReader, VxeAudience } from './hub';
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

/** The update with its row's personal values masked (maskPersonal), or null when the entity has none. */
function maskedFrame(entity: ResolvedEntity, message: RowUpdateMessage): string | null {
  const personal = entity.fields.filter((field) => field.definition.personal);
  if (personal.length === 0) return null;
  const args = message.data!.args as unknown[];
  const row: Record<string, unknown> = { ...(args[0] as Record<string, unknown>) };
  for (const field of personal) row[field.key] = maskStoredValue(field.definition.personal!, row[field.key]);
  return JSON.stringify({ ...message, data: { ...message.data, args: [row, ...args.slice(1)] } });
}

/** The user's principal in the tenant, or null when the user is gone or frozen. */
async function principalOf(db: Kysely<Database>, userId: string, tenantId: number) {
  const user = await liveUser(db, userId);
  return user ? loadPrincipal(db, user, tenantId) : null;
}

export function createRowSyncGuard(db: Kysely<Database>, engine: Engine) {
  /**
   * The audience of a row update (the readers of its record, and the frame with the row's personal
   * data masked for those who read it masked), or null when it is not relayed.
   */
  async function relayedRecord(
    userId: string,
    tenantId: number,
    message: RowUpdateMessage,
  ): Promise<Extract<VxeAudience, { readers: unknown }> | null> {
    const update = updatedRow(engine, message);
    if (!update) return null;
    const principal = await principalOf(db, userId, tenantId);
    if (!principal || !mayUse(principal, update.entity, 'edit')) return null;
    if (!(await engine.mayRead(principal, update.record.entity, update.record.id))) return null;
    const masked = maskedFrame(engine.registry.get(update.record.entity)!, message);
    return { readers: update.record, ...(masked === null ? {} : { masked }) };
  }

  // The row comes as the editor's grid holds it, personal data in clear: users who read that data
  // masked get the frame with it masked (the audience's `masked`).
  const mayReadRecord: RecordReader = async (userId, tenantId, record) => {
    const principal = await principalOf(db, userId, tenantId);
    const entity = engine.registry.get(record.entity);
    if (!principal || !entity || !(await engine.mayRead(principal, record.entity, record.id))) return false;
    return readsPersonalInClear(engine.registry, principal, entity) ? true : 'masked';
  };

  return { relayedRecord, mayReadRecord };
}
