// `defaultFrom` on a field: left empty, it takes a field of the record another field of the same
// record references through its table dictionary — a policy's 被保险人 is its enterprise's name:
//
//   { "key": "insuredName", "defaultFrom": "enterpriseId.enterpriseName" }
//
// The form fills it when the reference is chosen and the field is empty (or still holds what the
// previous choice filled); the server fills it when a record is added with it empty (the form, the
// API, an import, a step adding records). Written as `fillFrom`'s dotted match sources are.
import { Type } from '@sinclair/typebox';
import type { EntityDefinition } from './entity';
import { fillSource } from './sub-table-fill';

export const DefaultFrom = Type.String({
  pattern: '^[a-z][a-zA-Z0-9]{0,40}\\.[a-z][a-zA-Z0-9]{0,40}$',
  description:
    "'<reference field>.<its entity's field>': left empty, the field takes that field of the record " +
    'the reference names — filled by the form when the reference is chosen, by the server on insert',
});

/** The fields defaulting from the record `referenceKey` names: own field → the referenced field. */
export function defaultsFrom(entity: EntityDefinition, referenceKey: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const field of entity.fields) {
    if (!field.defaultFrom) continue;
    const { field: reference, through } = fillSource(field.defaultFrom);
    if (reference === referenceKey && through) found[field.key] = through;
  }
  return found;
}
