// Test data for the form-side engine tests: the real entity and dictionary files of schemas/, shaped
// as the server answers them (EntitySchemaResult, the login-time dictionary cache).
import type { DictMap } from '../../../../shared/api-types';
import type { EntitySchemaResult } from '../../../../shared/engine-api';
import type { EntityDefinition } from '../../../../shared/schema-language/entity';
import { saveDictionaries } from '../../../session/sessionState';

const entityFiles = import.meta.glob<EntityDefinition>('../../../../../schemas/entities/*.json', {
  eager: true,
  import: 'default',
});
const dictionaryFiles = import.meta.glob<{
  code: string;
  items: { value: string; text: string; color?: string }[];
}>('../../../../../schemas/dictionaries/*.json', { eager: true, import: 'default' });

export function entityDefinition(name: string): EntityDefinition {
  const found = Object.values(entityFiles).find((entity) => entity.name === name);
  if (!found) throw new Error(`no entity ${name}`);
  return structuredClone(found);
}

/** The table dictionary code the server derives for a field whose dictionary is another entity. */
function tableDictCodes(entities: EntityDefinition[]): Record<string, string> {
  const codes: Record<string, string> = {};
  for (const entity of entities) {
    for (const field of entity.fields) {
      if (!field.dict || !('entity' in field.dict)) continue;
      const target = entityDefinition(field.dict.entity);
      const column = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
      codes[`${entity.name}.${field.key}`] =
        `${target.table},${column(field.dict.text)},${column(field.dict.value ?? 'id')}`;
    }
  }
  return codes;
}

/** GET /engine/entities/:name as an administrator sees it. */
export function schemaResult(name: string, adjust?: (entity: EntityDefinition) => void): EntitySchemaResult {
  const entity = entityDefinition(name);
  adjust?.(entity);
  const subEntities: Record<string, EntityDefinition> = {};
  for (const sub of entity.subTables ?? []) subEntities[sub.entity] = entityDefinition(sub.entity);
  return {
    entity,
    subEntities,
    tableDictCodes: tableDictCodes([entity, ...Object.values(subEntities)]),
    allowed: ['list', 'add', 'edit', 'delete', 'deleteBatch', 'exportXls', 'importExcel'],
  };
}

export function dictionaries(): DictMap {
  const map: DictMap = {};
  for (const dictionary of Object.values(dictionaryFiles)) {
    map[dictionary.code] = dictionary.items.map((item) => ({
      value: item.value,
      text: item.text,
      title: item.text,
      ...(item.color ? { color: item.color } : {}),
    }));
  }
  return map;
}

/** The login-time dictionary cache (STORAGE_KEYS.dictCache) as a login would leave it. */
export function cacheDictionaries(): void {
  saveDictionaries(dictionaries());
}

/** A stored enterprise staff row (schemas/entities/enterpriseStaff.json) as a grid receives it. */
export const staffRow = (id: string, name: string, extra: Record<string, unknown> = {}) => ({
  id,
  name,
  sex: '1',
  mobile: '13812345678',
  staffType: '1',
  isSpecialOperator: 'N',
  status: '1',
  ...extra,
});
