// Rules of a table dictionary's `forces` beyond the meta-schema: the reference holds one row; each
// `where` key is a stored field of the referenced entity and its values are of that field's dictionary; the forced field is a stored,
// single-valued field of this entity the form writes (not the reference itself), and the value is
// one of its dictionary's.
import type { DictionaryFile } from '../../shared/schema-language/dictionary';
import type { EntityDefinition, FieldDefinition } from '../../shared/schema-language/entity';
import type { DefinitionProblem } from '../../shared/schema-language/validate';
import { checkEachEntity, valueProblem } from './each-entity';
import type { Problem } from './each-entity';

const storedField = (entity: EntityDefinition, key: string): FieldDefinition | undefined =>
  entity.fields.find((f) => f.key === key && !f.derived);

export function checkForcedValues(
  entities: readonly EntityDefinition[],
  dictionaries: readonly DictionaryFile[],
): DefinitionProblem[] {
  return checkEachEntity(entities, dictionaries, (entity, { problem, byName, dictionaryValues }) => {
    entity.fields.forEach((reference, index) => {
      const dict = reference.dict;
      const target = dict && 'entity' in dict ? byName.get(dict.entity) : undefined;
      if (!dict || !('entity' in dict) || !target) return;
      if (dict.forces && reference.multiple)
        problem(`/fields/${index}/dict/forces`, 'a field holding several rows cannot force a value');
      dict.forces?.forEach((force, j) => {
        const at = `/fields/${index}/dict/forces/${j}`;
        checkWhere(target, force.where, `${at}/where`, dictionaryValues, problem);
        const forced = storedField(entity, force.field);
        if (!forced || forced.readonly || forced.multiple || forced.key === reference.key)
          problem(`${at}/field`, `"${force.field}" is not a single-valued field the form writes`);
        const wrong = forced && valueProblem(forced, force.value, dictionaryValues);
        if (wrong) problem(`${at}/value`, wrong);
      });
    });
  });
}

function checkWhere(
  target: EntityDefinition,
  where: Readonly<Record<string, readonly string[]>>,
  at: string,
  dictionaryValues: ReadonlyMap<string, ReadonlySet<string>>,
  problem: Problem,
) {
  for (const [key, values] of Object.entries(where)) {
    const field = storedField(target, key);
    if (!field) {
      problem(`${at}/${key}`, `entity "${target.name}" has no field "${key}"`);
      continue;
    }
    for (const value of values) {
      const wrong = valueProblem(field, value, dictionaryValues);
      if (wrong) problem(`${at}/${key}`, wrong);
    }
  }
}
