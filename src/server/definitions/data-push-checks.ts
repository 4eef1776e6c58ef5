// Rules of a declared data push beyond the meta-schema: its kind is a value of nl_push_biz, and no
// two entities push the same kind (the receiver tells records apart by it); the number field is a
// stored 'string' field; states only with a life cycle, and values of its dictionary; the push log
// entity the job writes exists.
import type { DictionaryFile } from '../../shared/schema-language/dictionary';
import type { EntityDefinition } from '../../shared/schema-language/entity';
import type { DefinitionProblem } from '../../shared/schema-language/validate';
import { PUSH_BIZ_DICTIONARY, PUSH_LOG_ENTITY } from '../../shared/data-push';
import { dictionaryValuesOf } from './each-entity';
import { entityFile } from './entity-checks';

export function checkDataPush(
  entities: readonly EntityDefinition[],
  dictionaries: readonly DictionaryFile[],
): DefinitionProblem[] {
  const problems: DefinitionProblem[] = [];
  const valuesOf = dictionaryValuesOf(dictionaries);
  const kinds = valuesOf(PUSH_BIZ_DICTIONARY);
  const pushedBy = new Map<string, string>();
  for (const entity of entities) {
    const push = entity.dataPush;
    if (!push) continue;
    const problem = (pointer: string, reason: string) =>
      problems.push({ file: entityFile(entity.name), pointer: `/dataPush${pointer}`, reason });
    if (!kinds.has(push.bizType))
      problem('/bizType', `"${push.bizType}" is not a value of dictionary ${PUSH_BIZ_DICTIONARY}`);
    const other = pushedBy.get(push.bizType);
    if (other) problem('/bizType', `entity "${other}" already pushes "${push.bizType}"`);
    pushedBy.set(push.bizType, entity.name);
    const number = entity.fields.find((f) => f.key === push.numberField);
    if (!number || number.type !== 'string' || number.derived)
      problem('/numberField', `"${push.numberField}" is not a stored 'string' field`);
    if (push.states) {
      const lifecycle = entity.lifecycle;
      if (!lifecycle) problem('/states', 'states need a lifecycle on the entity');
      const dict = entity.fields.find((f) => f.key === lifecycle?.field)?.dict;
      const states = valuesOf(dict && 'code' in dict ? dict.code : undefined);
      push.states.forEach((state, i) => {
        if (lifecycle && !states.has(state))
          problem(`/states/${i}`, `"${state}" is not a value of the state dictionary`);
      });
    }
  }
  if (pushedBy.size > 0 && !entities.some((e) => e.name === PUSH_LOG_ENTITY))
    problems.push({
      file: entityFile(PUSH_LOG_ENTITY),
      pointer: '',
      reason: 'entities declare dataPush but the push log entity is missing',
    });
  return problems;
}
