// The record a form describes, for the server rules that read it (option rules, advice): the values
// the form sent overlaid on the stored record it edits or steps — read within the user's scope, so a
// step dialog showing only its own fields still gives a rule the record's other fields — and the
// inputs a rule reads, by the names its hook gives them.
import type { EngineDeps } from './access';
import { accessOf } from './access';
import type { Principal } from './principal';
import { recordsByIds } from './records';
import type { ResolvedEntity } from './registry';

export interface FormRecord {
  values: Readonly<Record<string, unknown>>;
  /** The stored record's id when the user may read it, else null (an add form). */
  recordId: string | null;
}

/** The form's values sent as JSON text (a query parameter); anything but an object reads as none. */
export function parseFormValues(text: string): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(text || '{}');
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
      return parsed as Record<string, unknown>;
  } catch {
    // Unreadable values narrow and advise as an empty form would.
  }
  return {};
}

export async function formRecord(
  deps: EngineDeps,
  principal: Principal,
  entity: ResolvedEntity,
  sent: Readonly<Record<string, unknown>>,
  recordId: string,
): Promise<FormRecord> {
  if (!recordId) return { values: sent, recordId: null };
  const [stored] = await recordsByIds(deps.db, await accessOf(deps, principal, entity), [recordId]);
  return stored ? { values: { ...stored, ...sent }, recordId } : { values: sent, recordId: null };
}

const filled = (value: unknown) => value !== null && value !== undefined && String(value).trim() !== '';

/** A hook's inputs from the record: each input's bound field, null when empty. */
export function inputsOf(
  reads: Readonly<Record<string, string>> | undefined,
  record: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(reads ?? {}).map(([input, key]) => [input, filled(record[key]) ? record[key] : null]),
  );
}
