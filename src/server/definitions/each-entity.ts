// The frame of the per-entity definition checks: each entity in turn, with the problem reporter of
// its file and the look-ups the checks share (entities by name, the values of each dictionary).
import type { DictionaryFile } from '../../shared/schema-language/dictionary';
import type { EntityDefinition, FieldDefinition } from '../../shared/schema-language/entity';
import type { DefinitionProblem } from '../../shared/schema-language/validate';
import { entityFile } from './entity-checks';

/** Reports a problem at a JSON pointer of the entity's file. */
export type Problem = (pointer: string, reason: string) => void;

export interface EntityCheckScope {
  problem: Problem;
  byName: ReadonlyMap<string, EntityDefinition>;
  dictionaryValues: ReadonlyMap<string, ReadonlySet<string>>;
}

/** The values of each dictionary, by its code. */
export const dictionaryValueSets = (
  dictionaries: readonly DictionaryFile[],
): ReadonlyMap<string, ReadonlySet<string>> =>
  new Map(dictionaries.map((d) => [d.code, new Set(d.items.map((i) => i.value))]));

/** A look-up of a dictionary's values by its code (an unknown or absent code: none). */
export function dictionaryValuesOf(
  dictionaries: readonly DictionaryFile[],
): (code: string | undefined) => ReadonlySet<string> {
  const sets = dictionaryValueSets(dictionaries);
  return (code) => sets.get(code ?? '') ?? new Set<string>();
}

export function checkEachEntity(
  entities: readonly EntityDefinition[],
  dictionaries: readonly DictionaryFile[],
  check: (entity: EntityDefinition, scope: EntityCheckScope) => void,
): DefinitionProblem[] {
  const problems: DefinitionProblem[] = [];
  const byName = new Map(entities.map((e) => [e.name, e]));
  const dictionaryValues = dictionaryValueSets(dictionaries);
  for (const entity of entities) {
    const file = entityFile(entity.name);
    const problem: Problem = (pointer, reason) => problems.push({ file, pointer, reason });
    check(entity, { problem, byName, dictionaryValues });
  }
  return problems;
}

/** The problem with a value of a field, or null (a field without a plain dictionary takes any). */
export function valueProblem(
  field: FieldDefinition,
  value: string,
  dictionaryValues: ReadonlyMap<string, ReadonlySet<string>>,
): string | null {
  const code = field.dict && 'code' in field.dict ? field.dict.code : null;
  const values = code ? dictionaryValues.get(code) : undefined;
  return values && !values.has(value) ? `"${value}" is not a value of dictionary "${code}"` : null;
}
