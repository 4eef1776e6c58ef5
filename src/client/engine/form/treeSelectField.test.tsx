// A field whose dictionary is a tree entity, edited with control 'treeSelect': the tree select sends
// the parent and has-child columns the server named in tableDictTrees, so nodes without children
// show as leaves and a tree whose parent field is not called pid loads at all.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openDialog } from './formTestKit';
import { serveTree } from './testing/dictServer';
import { serveEntity } from './testing/entityServer';
import { schemaResult } from './testing/schemas';

describe('a tree-select field', { timeout: 30_000 }, () => {
  it('loads its nodes with the tree columns of the schema result', async () => {
    const schema = schemaResult('enterprise', (entity) => {
      entity.fields.push({
        key: 'accidentCategory',
        label: '事故类别',
        type: 'string',
        length: 32,
        dict: { entity: 'sysCategory', text: 'name' },
        form: { control: 'treeSelect' },
      });
    });
    schema.tableDictTrees = {
      'enterprise.accidentCategory': { pidField: 'parent_ref', hasChildField: 'has_child' },
    };
    serveEntity(schema.entity);
    const calls = serveTree({ '': [{ key: 'A01', title: '事故类别', leaf: false }] });
    openDialog(schema, 'add');
    await screen.findAllByLabelText('事故类别', {}, { timeout: 15_000 });
    await waitFor(() => expect(calls.length).toBeGreaterThan(0));
    const params = calls[0]!.searchParams;
    expect([params.get('tableName'), params.get('pidField'), params.get('hasChildField')]).toEqual([
      'sys_category',
      'parent_ref',
      'has_child',
    ]);
  });
});
