// A menu entry that opens an entity's list with a query (排查任务: the task list of one task type)
// filters the list by it: each parameter names a field of the entity and, for a field of a plain
// dictionary, holds one of its values. A mistyped one opened a list that was always empty.
import path from 'node:path';
import { entityNameOf } from '../../shared/engine-api';
import type { DictionaryFile } from '../../shared/schema-language/dictionary';
import type { EntityDefinition } from '../../shared/schema-language/entity';
import type { MenuDefinition } from '../../shared/schema-language/menu';
import type { DefinitionProblem } from '../../shared/schema-language/validate';
import { DEFINITION_FILES } from './definition-files';
import { dictionaryValueSets, valueProblem } from './each-entity';
import { walkMenus } from './menu-buttons';

export function checkMenuQueries(
  menus: readonly MenuDefinition[],
  entities: readonly EntityDefinition[],
  dictionaries: readonly DictionaryFile[],
): DefinitionProblem[] {
  const problems: DefinitionProblem[] = [];
  const file = path.join('schemas', DEFINITION_FILES.menus);
  const byName = new Map(entities.map((e) => [e.name, e]));
  const dictionaryValues = dictionaryValueSets(dictionaries);
  walkMenus(menus, (menu, pointer) => {
    const entity = byName.get(entityNameOf(menu.component) ?? '');
    const query = menu.path.split('?')[1];
    if (!entity || !query) return;
    for (const [key, value] of new URLSearchParams(query)) {
      const field = entity.fields.find((f) => f.key === key);
      const reason = field
        ? valueProblem(field, value, dictionaryValues)
        : `"${key}" is not a field of entity "${entity.name}"`;
      if (reason) problems.push({ file, pointer: `${pointer}/path`, reason: `the list's filter ${reason}` });
    }
  });
  return problems;
}
