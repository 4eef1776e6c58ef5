// Which dictionary a field reads: a plain code of schemas/dictionaries, or — for a field whose
// dictionary is another entity — the table dictionary code the server lists in tableDictCodes (with
// the parent and has-child columns of tableDictTrees when that entity is a tree).
import type { EntitySchemaResult, TableDictTree } from '../../../shared/engine-api';
import type { FieldDefinition } from '../../../shared/schema-language/entity';

export interface FieldDict {
  kind: 'plain' | 'table';
  /** '' when the server gave no code: the controls then say 字典Code不能为空!. */
  code: string;
  /** The referenced entity's tree columns, for a tree select. */
  tree?: TableDictTree;
}

/** What the server says of the table dictionaries of one entity schema (an EntitySchemaResult). */
export type DictSources = Pick<EntitySchemaResult, 'tableDictCodes' | 'tableDictTrees'>;

export const tableDictKey = (entityName: string, fieldKey: string) => `${entityName}.${fieldKey}`;

export function fieldDict(
  field: FieldDefinition,
  entityName: string,
  sources: DictSources,
): FieldDict | null {
  if (!field.dict) return null;
  if ('code' in field.dict) return { kind: 'plain', code: field.dict.code };
  const key = tableDictKey(entityName, field.key);
  const tree = sources.tableDictTrees?.[key];
  return { kind: 'table', code: sources.tableDictCodes[key] ?? '', ...(tree ? { tree } : {}) };
}

/** The parts of a table dictionary code 'table,text,value[,condition]' (contract §7.2). */
export function tableDictParts(code: string): { tableName: string; text: string; value: string } | null {
  const [tableName, text, value] = code.split(',');
  return tableName && text && value ? { tableName, text, value } : null;
}

/** Stored value(s) -> the list of single values (comma-joined when several). */
export function splitValues(value: unknown): string[] {
  if (value === null || value === undefined || value === '') return [];
  if (Array.isArray(value)) return value.map(String).filter(Boolean);
  return String(value)
    .split(',')
    .filter((v) => v !== '');
}

/** The props a tree select takes from the field's dictionary (none when it is not a tree). */
export const treeColumns = (dict: FieldDict | null | undefined): Partial<TableDictTree> =>
  dict?.tree ? { pidField: dict.tree.pidField, hasChildField: dict.tree.hasChildField } : {};
