// Uploaders, the signature pad and the rich-text editor in entity files: text fields only (a
// signature a string), maxCount on uploaders only, and no rich text in a sub-table edited as a grid.
import { describe, expect, it } from 'vitest';
import { checkEntities } from '../../../src/server/definitions/entity-checks';
import type { EntityDefinition, FieldDefinition } from '../../../src/shared/schema-language/entity';

const entity = (name: string, fields: FieldDefinition[], overrides: Partial<EntityDefinition> = {}) =>
  ({ name, title: name, table: `nanli_${name}`, fields, ...overrides }) as EntityDefinition;

const reasons = (...definitions: EntityDefinition[]) =>
  checkEntities(definitions, []).map((p) => `${p.file} ${p.pointer} ${p.reason}`);

describe('text controls in entity files', () => {
  it('accept uploaders and rich text on text fields', () => {
    const fields: FieldDefinition[] = [
      { key: 'photos', label: '照片', type: 'string', length: 2000, form: { control: 'image', maxCount: 9 } },
      { key: 'files', label: '附件', type: 'string', length: 1000, form: { control: 'upload' } },
      { key: 'content', label: '内容', type: 'text', form: { control: 'richText' } },
      { key: 'signature', label: '签名', type: 'string', form: { control: 'signature' } },
    ];
    expect(reasons(entity('sample', fields))).toEqual([]);
  });

  it('refuse them on other types and maxCount elsewhere', () => {
    const fields: FieldDefinition[] = [
      { key: 'count', label: '数量', type: 'int', form: { control: 'upload' } },
      { key: 'name', label: '名称', type: 'string', form: { control: 'input', maxCount: 2 } },
      { key: 'signature', label: '签名', type: 'text', form: { control: 'signature' } },
    ];
    expect(reasons(entity('sample', fields))).toEqual([
      "schemas/entities/sample.json /fields/0/type control 'upload' keeps text: the field's type is 'string' or 'text'",
      "schemas/entities/sample.json /fields/1/form/maxCount maxCount belongs to the controls 'upload' and 'image'",
      "schemas/entities/sample.json /fields/2/type control 'signature' keeps one stored image path: the field's type is 'string'",
    ]);
  });

  it('refuse rich text in a sub-table edited as a grid, not in one shown as a form', () => {
    const line = entity('line', [
      { key: 'headId', label: '主表', type: 'string', length: 32 },
      { key: 'content', label: '内容', type: 'text', form: { control: 'richText' } },
    ]);
    const head = (display?: 'grid' | 'form') =>
      entity('head', [{ key: 'name', label: '名称', type: 'string' }], {
        subTables: [
          {
            entity: 'line',
            foreignKey: 'headId',
            relation: 'oneToMany',
            title: '明细',
            ...(display ? { display } : {}),
          },
        ],
      });
    expect(reasons(head(), line)).toEqual([
      `schemas/entities/head.json /subTables/0/display field "content" of "line" is rich text, which a grid cell cannot edit: show it as a 'form'`,
    ]);
    expect(reasons(head('form'), line)).toEqual([]);
  });
});
