// Personal data of entity records (fields declaring `personal`, shared/personal-data.ts): what the
// engine answers masked to a user who may not edit the record, and what keeps a masked value sent back
// from overwriting the stored one. Who reads in clear is whoever may correct the value in the form:
// the holder of the entity's edit code, or, for a sub-table read through its main record, of the
// main's edit code when the sub-table's rows are writable to them (mayWriteSubTable).
// Every read the engine answers completes its records in derived-values.ts (completeRecords) or reads
// export rows (export-rows.ts, the export worker): they mask there, last, and nowhere else — the
// server's own reads (a write's stored row, a rule's form record, derived values' matches) stay clear.
import type { MaskedPositions, PersonalDataKind } from '../../shared/personal-data';
import { maskStoredValue } from '../../shared/personal-data';
import type { EntityAccess } from './access';
import { mayUse, mayWriteSubTable } from './principal';
import type { Principal } from './principal';
import type { EntityRegistry, ResolvedEntity, ResolvedSubTable } from './registry';

/** A personal field a user reads masked. */
export interface MaskedField {
  key: string;
  kind: PersonalDataKind;
}

/** Sub-table accesses whose user may write the rows through the main record (engine.subAccess). */
const writableThroughMain = new WeakSet<EntityAccess>();
const maskedByAccess = new WeakMap<EntityAccess, readonly MaskedField[]>();

/**
 * Marks a sub-table's access as given through its main record: the main's edit code, with the
 * sub-table writable, shows its personal fields in clear as the sub-table's own edit code would.
 */
export function throughMain(access: EntityAccess, main: ResolvedEntity, sub: ResolvedSubTable): EntityAccess {
  const { principal } = access;
  if (mayUse(principal, main, 'edit') && mayWriteSubTable(principal, main, sub))
    writableThroughMain.add(access);
  return access;
}

/** The readable personal fields this access shows masked (none to a user who may edit them). */
export function maskedFields(access: EntityAccess): readonly MaskedField[] {
  let masked = maskedByAccess.get(access);
  if (masked) return masked;
  const personal = [...access.readable.values()].flatMap((field) => {
    const kind = field.definition.personal;
    return kind ? [{ key: field.key, kind }] : [];
  });
  const clear =
    personal.length === 0 ||
    writableThroughMain.has(access) ||
    mayUse(access.principal, access.entity, 'edit');
  masked = clear ? [] : personal;
  maskedByAccess.set(access, masked);
  return masked;
}

/**
 * Whether the user reads every personal field of the entity in clear: it has none, they hold its edit
 * code, or they may write its rows through a main record having it as a sub-table — for what the
 * engine does not answer itself (a live-sync row relayed from an editor's grid, realtime/).
 */
export function readsPersonalInClear(
  registry: EntityRegistry,
  principal: Principal,
  entity: ResolvedEntity,
): boolean {
  if (!entity.fields.some((field) => field.definition.personal)) return true;
  if (mayUse(principal, entity, 'edit')) return true;
  return registry.entities.some((main) =>
    main.subTables.some(
      (sub) =>
        sub.entity === entity && mayUse(principal, main, 'edit') && mayWriteSubTable(principal, main, sub),
    ),
  );
}

/**
 * Whether the user reads this field masked: then it neither filters nor sorts their lists, or its
 * clear value could be found out a character at a time (`138*`, `1381*`, …).
 */
export const isMasked = (access: EntityAccess, key: string): boolean =>
  maskedFields(access).some((field) => field.key === key);

/** Masks, in place, the personal fields of records (by field key) the user may not read in clear. */
export function maskRecords(access: EntityAccess, records: readonly Record<string, unknown>[]): void {
  for (const { key, kind } of maskedFields(access))
    for (const record of records) record[key] = maskStoredValue(kind, record[key]);
}

/** The positions of an export's row (its read fields, in order) holding values the user reads masked. */
export function maskedPositions(access: EntityAccess, readKeys: readonly string[]): MaskedPositions {
  const kinds = new Map(maskedFields(access).map((f) => [f.key, f.kind]));
  return readKeys.flatMap((key, at) => {
    const kind = kinds.get(key);
    return kind ? [{ at, kind }] : [];
  });
}

/**
 * The input of a write to a stored record with every personal value that is the masked form of the
 * stored one replaced by the stored value: a form filled from a masked read (a step dialog) sends the
 * mask back, which must not overwrite the value. Another value is the user's own and is written.
 */
export function unmaskedInput(
  access: EntityAccess,
  input: Readonly<Record<string, unknown>>,
  stored: Readonly<Record<string, unknown>>,
): Readonly<Record<string, unknown>> {
  const masked = maskedFields(access);
  if (masked.length === 0) return input;
  let unmasked: Record<string, unknown> | null = null;
  for (const { key, kind } of masked) {
    const sent = input[key];
    const value = stored[key];
    if (typeof sent !== 'string' || value === null || value === undefined || value === '') continue;
    if (sent !== maskStoredValue(kind, value)) continue;
    unmasked ??= { ...input };
    unmasked[key] = value;
  }
  return unmasked ?? input;
}
