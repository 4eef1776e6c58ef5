// Which row updates of the live-sync socket are relayed (spec §4): an update names a grid by its
// socketKey (main entity / sub-table entity, both declared in schemas) and carries one saved row.
// It reaches other users' open grids, so it is relayed only from a user who may edit the main
// entity: what they push is what they could have saved themselves.
import type { Kysely } from 'kysely';
import { parseGridSocketKey } from '../../shared/announcements/realtime';
import type { Database } from '../db/tables';
import type { EntityRegistry } from '../engine/registry';
import { loadPrincipal, mayUse } from '../engine/principal';
import { liveUser } from './socket-auth';

interface RowUpdateMessage {
  data?: { socketKey?: unknown; args?: unknown };
}

/** The grid's main entity when the message is a well-formed update of a declared sub-table. */
function updatedEntity(registry: EntityRegistry, message: RowUpdateMessage) {
  const { socketKey, args } = message.data ?? {};
  if (typeof socketKey !== 'string' || !Array.isArray(args)) return null;
  const row: unknown = args[0];
  if (!row || typeof row !== 'object' || typeof (row as { id?: unknown }).id !== 'string') return null;
  const key = parseGridSocketKey(socketKey);
  const entity = key ? registry.get(key.entity) : undefined;
  const declared = entity?.definition.subTables?.some((sub) => sub.entity === key?.subEntity);
  return entity && declared ? entity : null;
}

export function createRowSyncGuard(db: Kysely<Database>, registry: EntityRegistry) {
  return async function mayRelay(userId: string, message: RowUpdateMessage): Promise<boolean> {
    const entity = updatedEntity(registry, message);
    if (!entity) return false;
    const user = await liveUser(db, userId);
    return user ? mayUse(await loadPrincipal(db, user, 0), entity, 'edit') : false;
  };
}
