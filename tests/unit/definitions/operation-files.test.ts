// A stored file belongs to one record: an operation whose step takes files (attachments or a file
// field) cannot be offered as a batch, where one file would be attached to several records.
import { describe, expect, it } from 'vitest';
import { checkBehaviour } from '../../../src/server/definitions/behaviour-checks';
import type { EntityDefinition, OperationDefinition } from '../../../src/shared/schema-language/entity';

const entity = (operation: Partial<OperationDefinition>): EntityDefinition =>
  ({
    name: 'report',
    title: '报告',
    table: 'nl_report',
    api: '/nl/report',
    permission: 'nl:report',
    fields: [
      { key: 'title', label: '标题', type: 'string' },
      { key: 'photo', label: '照片', type: 'string', form: { control: 'image' } },
    ],
    operations: [{ name: 'confirm', label: '确认', ...operation }],
  }) as EntityDefinition;

const reasons = (definition: EntityDefinition) =>
  checkBehaviour([definition], []).map((p) => `${p.pointer} ${p.reason}`);

describe('operations taking files', () => {
  it('are refused as batches', () => {
    const refused =
      '/operations/0/batch a step taking files (attachments, file fields) runs on one record: a file belongs to one';
    expect(reasons(entity({ batch: true, attachments: true }))).toEqual([refused]);
    expect(reasons(entity({ batch: true, optionalFields: ['photo'] }))).toEqual([refused]);
  });

  it('are accepted on one record, and batches without files', () => {
    expect(reasons(entity({ attachments: true, optionalFields: ['photo'] }))).toEqual([]);
    expect(reasons(entity({ batch: true, optionalFields: ['title'] }))).toEqual([]);
  });
});
