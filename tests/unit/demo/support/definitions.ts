// The real definition files and a validator that checks generated rows the way the server checks
// input: validateRecord of the entity, with membership of every plain dictionary. A generated row is
// history, judged as a stored record saved again as it is: a rule of today judged when written (an
// appointment's day, now behind us) does not answer for it.
import { BUSINESS_HOOKS } from '../../../../src/server/business';
import path from 'node:path';
import { loadDefinitions } from '../../../../src/server/definitions';
import type { EntityDefinition, FieldDefinition } from '../../../../src/shared/schema-language/entity';
import { validateRecord } from '../../../../src/shared/validation/validate-record';

export const definitions = loadDefinitions(path.resolve('schemas'), BUSINESS_HOOKS);

const dictionaries = new Map(
  definitions.dictionaries.map((d) => [d.code, new Set(d.items.map((i) => i.value))]),
);

export function entityNamed(name: string): EntityDefinition {
  const entity = definitions.entities.find((e) => e.name === name);
  if (!entity) throw new Error(`no entity ${name}`);
  return entity;
}

export function dictionaryValues(code: string): ReadonlySet<string> {
  const values = dictionaries.get(code);
  if (!values) throw new Error(`no dictionary ${code}`);
  return values;
}

const dictValuesOf = (field: FieldDefinition) =>
  field.dict && 'code' in field.dict ? dictionaryValues(field.dict.code) : undefined;

/** Field key → message for every field of the row that the server would refuse. */
export function rowErrors(entityName: string, row: object): Record<string, string> {
  const values = row as Record<string, unknown>;
  return validateRecord(entityNamed(entityName), values, { dictValuesOf, stored: values }).errors;
}

const strictEntities = new Map<string, EntityDefinition>();

/**
 * rowErrors counting the read-only fields too (serial numbers, what steps set, the push log's
 * columns): the generator fills them, so they must fit their type, length, rules and dictionary.
 */
export function strictRowErrors(entityName: string, row: object): Record<string, string> {
  let entity = strictEntities.get(entityName);
  if (!entity) {
    const base = entityNamed(entityName);
    entity = {
      ...base,
      fields: base.fields.filter((f) => !f.derived).map((f) => ({ ...f, readonly: false })),
    };
    strictEntities.set(entityName, entity);
  }
  const values = row as Record<string, unknown>;
  return validateRecord(entity, values, { dictValuesOf, stored: values }).errors;
}
