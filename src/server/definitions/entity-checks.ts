// Rules an entity file must follow beyond its meta-schema: names and tables unique, every field,
// dictionary, sub-table, tree and index reference resolvable, permissions where an API exists.
import path from 'node:path';
import type { DictionaryFile } from '../../shared/schema-language/dictionary';
import type { EntityDefinition } from '../../shared/schema-language/entity';
import type { DefinitionProblem } from '../../shared/schema-language/validate';

/** Columns every entity table has; no field may use these keys. */
export const SYSTEM_FIELDS = [
  'id',
  'createBy',
  'createTime',
  'updateBy',
  'updateTime',
  'sysOrgCode',
  'tenantId',
] as const;

export const entityFile = (name: string) => path.join('schemas', 'entities', `${name}.json`);

const TEXT_CONTROLS = new Set(['upload', 'image', 'richText']);

/** A sub-table edited as a grid (one-to-many by default), not as a sub-form. */
export const isGridSubTable = (sub: NonNullable<EntityDefinition['subTables']>[number]) =>
  (sub.display ?? (sub.relation === 'oneToOne' ? 'form' : 'grid')) === 'grid';

/**
 * Uploaders and the rich-text editor keep text (stored paths, HTML), the signature pad one stored
 * path (a string); maxCount is the uploaders'.
 */
function checkFileControl(
  field: EntityDefinition['fields'][number],
  pointer: string,
  problem: (pointer: string, reason: string) => void,
) {
  const control = field.form?.control;
  if (control && TEXT_CONTROLS.has(control) && field.type !== 'string' && field.type !== 'text')
    problem(`${pointer}/type`, `control '${control}' keeps text: the field's type is 'string' or 'text'`);
  if (control === 'signature' && field.type !== 'string')
    problem(
      `${pointer}/type`,
      "control 'signature' keeps one stored image path: the field's type is 'string'",
    );
  if (field.form?.maxCount !== undefined && control !== 'upload' && control !== 'image')
    problem(`${pointer}/form/maxCount`, "maxCount belongs to the controls 'upload' and 'image'");
}

/** A contains index serves the contains search (mode 'like') of one text value. */
function checkContainsIndex(
  field: EntityDefinition['fields'][number],
  pointer: string,
  problem: (pointer: string, reason: string) => void,
  systemTable: boolean,
) {
  if (!field.query?.containsIndex) return;
  if (systemTable)
    problem(
      `${pointer}/query/containsIndex`,
      "a contains index is schema sync's to make, and a system table's columns are the migrations'",
    );
  else if (field.query.mode !== 'like')
    problem(`${pointer}/query/containsIndex`, "a contains index serves the query mode 'like' only");
  else if ((field.type !== 'string' && field.type !== 'text') || field.multiple)
    problem(
      `${pointer}/query/containsIndex`,
      "a contains index is for one text value: a 'string' or 'text' field without multiple",
    );
}

export function checkEntities(
  entities: EntityDefinition[],
  dictionaries: DictionaryFile[],
): DefinitionProblem[] {
  const problems: DefinitionProblem[] = [];
  const byName = new Map(entities.map((e) => [e.name, e]));
  const dictionaryCodes = new Set(dictionaries.map((d) => d.code));
  const seen = { tables: new Map<string, string>(), apis: new Map<string, string>() };

  for (const entity of entities) {
    const file = entityFile(entity.name);
    const problem = (pointer: string, reason: string) => problems.push({ file, pointer, reason });
    const keys = new Set<string>();
    const systemKeys: readonly string[] = entity.systemTable
      ? ['id', ...entity.systemTable.auditColumns]
      : SYSTEM_FIELDS;
    const hasField = (key: string) => keys.has(key) || systemKeys.includes(key);

    for (const [kind, value] of [
      ['tables', entity.table],
      ['apis', entity.api],
    ] as const) {
      if (!value) continue;
      const other = seen[kind].get(value);
      if (other)
        problem(`/${kind === 'tables' ? 'table' : 'api'}`, `"${value}" is already used by entity "${other}"`);
      seen[kind].set(value, entity.name);
    }
    if (entity.table.startsWith('sys_') !== !!entity.systemTable)
      problem(
        '/table',
        entity.systemTable
          ? 'systemTable is only for the sys_ tables of the system migrations'
          : 'sys_ tables belong to the system migrations: declare systemTable to build on one',
      );
    if (entity.systemTable && entity.tenantScoped)
      problem('/tenantScoped', 'a system table has no tenant column the engine could scope by');
    if (entity.api && !entity.permission)
      problem('/permission', 'an entity with an api needs a permission prefix');

    entity.fields.forEach((field, index) => {
      const pointer = `/fields/${index}`;
      if ((SYSTEM_FIELDS as readonly string[]).includes(field.key))
        problem(`${pointer}/key`, `"${field.key}" is a system column`);
      if (keys.has(field.key)) problem(`${pointer}/key`, `duplicate field "${field.key}"`);
      keys.add(field.key);
      if (field.type !== 'string' && field.length !== undefined)
        problem(`${pointer}/length`, "only a 'string' field has a length");
      if (field.type !== 'decimal' && (field.precision !== undefined || field.scale !== undefined)) {
        problem(pointer, "only a 'decimal' field has precision and scale");
      }
      if (field.multiple && !field.dict) problem(`${pointer}/multiple`, 'multiple values need a dictionary');
      checkFileControl(field, pointer, problem);
      checkContainsIndex(field, pointer, problem, !!entity.systemTable);
      const dict = field.dict;
      if (dict && 'code' in dict && !dictionaryCodes.has(dict.code)) {
        problem(`${pointer}/dict/code`, `unknown dictionary "${dict.code}" (see schemas/dictionaries)`);
      }
      if (dict && 'entity' in dict) {
        const target = byName.get(dict.entity);
        if (!target) problem(`${pointer}/dict/entity`, `unknown entity "${dict.entity}"`);
        else {
          const targetKeys = new Set([...target.fields.map((f) => f.key), ...SYSTEM_FIELDS]);
          if (!targetKeys.has(dict.text))
            problem(`${pointer}/dict/text`, `entity "${dict.entity}" has no field "${dict.text}"`);
          if (dict.value && !targetKeys.has(dict.value))
            problem(`${pointer}/dict/value`, `entity "${dict.entity}" has no field "${dict.value}"`);
        }
      }
      field.rules?.forEach((rule, ruleIndex) => {
        if (!('pattern' in rule)) return;
        try {
          new RegExp(rule.pattern);
        } catch (error) {
          problem(
            `${pointer}/rules/${ruleIndex}/pattern`,
            `not a regular expression: ${(error as Error).message}`,
          );
        }
      });
    });

    const auditKeys = new Set<string>();
    entity.auditFields?.forEach((audit, i) => {
      if (!systemKeys.includes(audit.key))
        problem(`/auditFields/${i}/key`, `the table has no audit column "${audit.key}"`);
      if (auditKeys.has(audit.key)) problem(`/auditFields/${i}/key`, `duplicate audit field "${audit.key}"`);
      if (audit.query?.containsIndex)
        problem(`/auditFields/${i}/query/containsIndex`, 'an audit column gets no contains index');
      auditKeys.add(audit.key);
    });

    // References to fields, checked once every field key is known.
    entity.fields.forEach((field, index) => {
      if (typeof field.unique === 'object') {
        field.unique.scope.forEach((key, i) => {
          if (!hasField(key)) problem(`/fields/${index}/unique/scope/${i}`, `unknown field "${key}"`);
        });
      }
    });
    entity.defaultSort?.forEach((sort, i) => {
      if (!hasField(sort.field)) problem(`/defaultSort/${i}/field`, `unknown field "${sort.field}"`);
    });
    if (entity.titleField && !hasField(entity.titleField))
      problem('/titleField', `unknown field "${entity.titleField}"`);
    entity.dataRules?.forEach((rule, i) => {
      if (!hasField(rule.field)) problem(`/dataRules/${i}/field`, `unknown field "${rule.field}"`);
    });
    entity.indexes?.forEach((index, i) =>
      index.fields.forEach((key, j) => {
        if (!hasField(key)) problem(`/indexes/${i}/fields/${j}`, `unknown field "${key}"`);
      }),
    );
    if (entity.tree) {
      for (const part of ['parentField', 'hasChildField'] as const) {
        if (!keys.has(entity.tree[part])) problem(`/tree/${part}`, `unknown field "${entity.tree[part]}"`);
      }
    }
    const addChild = entity.actions?.row?.indexOf('addChild') ?? -1;
    if (addChild >= 0 && !entity.tree) problem(`/actions/row/${addChild}`, 'addChild needs a tree entity');
    entity.subTables?.forEach((sub, i) => {
      const target = byName.get(sub.entity);
      if (!target) return problem(`/subTables/${i}/entity`, `unknown entity "${sub.entity}"`);
      if (target.name === entity.name)
        return problem(`/subTables/${i}/entity`, 'an entity cannot be its own sub-table');
      const targetKeys = new Set(target.fields.map((f) => f.key));
      if (!targetKeys.has(sub.foreignKey))
        problem(`/subTables/${i}/foreignKey`, `entity "${sub.entity}" has no field "${sub.foreignKey}"`);
      if (sub.sortField && !targetKeys.has(sub.sortField))
        problem(`/subTables/${i}/sortField`, `entity "${sub.entity}" has no field "${sub.sortField}"`);
      if (!!target.tenantScoped !== !!entity.tenantScoped) {
        problem(
          `/subTables/${i}/entity`,
          `entity "${sub.entity}" must be tenant-scoped exactly when "${entity.name}" is`,
        );
      }
      if (sub.relation === 'oneToOne' && sub.display === 'grid')
        problem(`/subTables/${i}/display`, "a one-to-one sub-table is shown as a 'form'");
      const inGrid = isGridSubTable(sub);
      const richText = target.fields.find((f) => f.form?.control === 'richText');
      if (inGrid && richText)
        problem(
          `/subTables/${i}/display`,
          `field "${richText.key}" of "${sub.entity}" is rich text, which a grid cell cannot edit: show it as a 'form'`,
        );
    });
  }
  return problems;
}
