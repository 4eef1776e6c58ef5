// Rules of `defaultFrom` beyond the meta-schema: the reference is a single-value table-dictionary
// field of the record and the taken field a stored field of the entity it references, of the field's
// type and no longer than it (the server stores the value unchecked); the field is one the form
// writes, one value, not required (the server fills it when left empty) and has no other default.
import type { EntityDefinition, FieldDefinition } from '../../shared/schema-language/entity';
import { FIELD_DEFAULTS } from '../../shared/validation/field-values';
import { fillSource } from '../../shared/schema-language/sub-table-fill';
import type { DefinitionProblem } from '../../shared/schema-language/validate';
import { checkEachEntity } from './each-entity';

/** Why the field cannot take a default from a reference, or null. */
function ownProblem(field: FieldDefinition): string | null {
  if (field.readonly || field.derived || field.serial || field.treeCode)
    return 'the form fills the field: not readonly, derived, a serial number or a tree code';
  if (field.required) return 'the server fills the field when left empty: not required';
  if (field.default !== undefined) return 'a field has one default: default or defaultFrom';
  if (field.multiple) return 'a field of several values takes no defaultFrom';
  return null;
}

/** Why the taken field cannot fill the field, or null. */
function fitProblem(field: FieldDefinition, taken: FieldDefinition, source: string): string | null {
  if (taken.type !== field.type)
    return `"${source}" is of type '${taken.type}', the field of type '${field.type}'`;
  const length = (f: FieldDefinition) => f.length ?? FIELD_DEFAULTS.length;
  if (field.type === 'string' && length(taken) > length(field))
    return `"${source}" holds up to ${length(taken)} characters, the field ${length(field)}`;
  return null;
}

function checkField(
  entity: EntityDefinition,
  field: FieldDefinition,
  byName: ReadonlyMap<string, EntityDefinition>,
  problem: (reason: string) => void,
) {
  const source = field.defaultFrom!;
  const own = ownProblem(field);
  if (own) problem(own);
  const { field: referenceKey, through } = fillSource(source);
  const reference = entity.fields.find((f) => f.key === referenceKey);
  const dict = reference?.dict;
  const referenced = dict && 'entity' in dict ? byName.get(dict.entity) : undefined;
  if (!reference || !referenced || reference.multiple || reference.derived)
    return problem(`"${referenceKey}" is not a table-dictionary field of one value of "${entity.name}"`);
  const taken = referenced.fields.find((f) => f.key === through && !f.derived);
  if (!taken) return problem(`"${through}" is not a stored field of entity "${referenced.name}"`);
  const misfit = fitProblem(field, taken, source);
  if (misfit) problem(misfit);
}

export function checkDefaultsFrom(entities: readonly EntityDefinition[]): DefinitionProblem[] {
  return checkEachEntity(entities, [], (entity, { problem, byName }) => {
    entity.fields.forEach((field, index) => {
      if (field.defaultFrom)
        checkField(entity, field, byName, (reason) => problem(`/fields/${index}/defaultFrom`, reason));
    });
  });
}
