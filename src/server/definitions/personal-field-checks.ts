// Rules of `personal` beyond the meta-schema. The engine masks a personal field where it answers the
// field's own records (engine/personal-fields.ts); it cannot mask it anywhere else, so:
// - the field is a 'string' of one value without a dictionary (a mask is text, and a dictionary's
//   text would show beside it what the mask hides);
// - no table dictionary of another field shows it (`text`), fills a form with it (`fill`) or takes a
//   default from it (`defaultFrom`): option lists and fills answer their values to whoever fills
//   the referencing form, edit code of the personal field's entity or not.
import type { EntityDefinition, FieldDefinition } from '../../shared/schema-language/entity';
import { fillSource } from '../../shared/schema-language/sub-table-fill';
import type { DefinitionProblem } from '../../shared/schema-language/validate';
import { checkEachEntity } from './each-entity';
import type { Problem } from './each-entity';

function ownProblem(field: FieldDefinition): string | null {
  if (field.type !== 'string')
    return `personal data is text: the field's type is 'string', not '${field.type}'`;
  if (field.dict || field.multiple) return 'personal data holds one value without a dictionary';
  return null;
}

/** The personal field `key` of entity `name`, if it is one. */
function personalField(
  byName: ReadonlyMap<string, EntityDefinition>,
  name: string,
  key: string,
): FieldDefinition | undefined {
  return byName.get(name)?.fields.find((f) => f.key === key && f.personal);
}

/** A field of `entity` that reads a personal field of another entity through its table dictionary. */
function checkReader(
  entity: EntityDefinition,
  field: FieldDefinition,
  pointer: string,
  byName: ReadonlyMap<string, EntityDefinition>,
  problem: Problem,
) {
  const dict = field.dict;
  const shown = (target: string, key: string, at: string) => {
    if (personalField(byName, target, key))
      problem(at, `"${target}.${key}" is personal data: an option list or a fill would show it unmasked`);
  };
  if (dict && 'entity' in dict) {
    shown(dict.entity, dict.text, `${pointer}/dict/text`);
    for (const [own, taken] of Object.entries(dict.fill ?? {}))
      shown(dict.entity, taken, `${pointer}/dict/fill/${own}`);
  }
  if (field.defaultFrom) {
    const { field: referenceKey, through } = fillSource(field.defaultFrom);
    const reference = entity.fields.find((f) => f.key === referenceKey)?.dict;
    if (reference && 'entity' in reference && through)
      shown(reference.entity, through, `${pointer}/defaultFrom`);
  }
}

export function checkPersonalFields(entities: readonly EntityDefinition[]): DefinitionProblem[] {
  return checkEachEntity(entities, [], (entity, { problem, byName }) => {
    entity.fields.forEach((field, index) => {
      const pointer = `/fields/${index}`;
      const own = field.personal ? ownProblem(field) : null;
      if (own) problem(`${pointer}/personal`, own);
      checkReader(entity, field, pointer, byName, problem);
    });
  });
}
