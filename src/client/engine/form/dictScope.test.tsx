// A table-dictionary field that narrows its options (`where`) or fills others (`fill`): the search
// names the field asking, a choice becomes the field's value, and the row's values fill the form.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { api, server } from '../../test/server';
import { feedback, item, openDialog } from './formTestKit';
import { serveTableLabels, serveTableSearch } from './testing/dictServer';
import { serveEntity } from './testing/entityServer';
import { schemaResult } from './testing/schemas';

function scopedOrgSchema() {
  return schemaResult('enterprise', (entity) => {
    const org = entity.fields.find((field) => field.key === 'serviceOrgId')!;
    org.required = true;
    org.dict = {
      entity: 'serviceOrg',
      text: 'orgName',
      where: { status: ['1'] },
      fill: { contactName: 'contactName' },
    };
  });
}

describe('scoped table-dictionary fields', { timeout: 20_000 }, () => {
  it('searches for the asking field, keeps the choice and fills the form from the chosen row', async () => {
    // Two organisations: with one only, the new form would start with it (soleOptionPrefill.test).
    const searches = serveTableSearch([
      { value: 'O1', text: '南宁安评服务有限公司' },
      { value: 'O2', text: '柳州安评服务有限公司' },
    ]);
    serveTableLabels({ O1: '南宁安评服务有限公司' });
    const fills: URL[] = [];
    server.use(
      http.get(api('/sys/dict/fillValues/:code'), ({ request }) => {
        fills.push(new URL(request.url));
        return HttpResponse.json({
          success: true,
          code: 200,
          message: '',
          result: { values: { contactName: '孙七' }, forced: [] },
        });
      }),
    );
    const schema = scopedOrgSchema();
    serveEntity(schema.entity);
    openDialog(schema, 'add');
    await screen.findByRole('dialog');

    const box = within(item('服务机构')).getByRole('combobox', { name: '服务机构' });
    fireEvent.mouseDown(box);
    fireEvent.change(box, { target: { value: '南宁' } });
    fireEvent.click(await screen.findByTitle('南宁安评服务有限公司'));

    await waitFor(() => expect(searches.at(-1)?.searchParams.get('field')).toBe('enterprise.serviceOrgId'));
    expect(within(item('服务机构')).getByTitle('南宁安评服务有限公司')).toBeTruthy();
    await waitFor(() =>
      expect(within(item('联系人')).getByRole<HTMLInputElement>('textbox').value).toBe('孙七'),
    );
    expect(fills[0]?.searchParams.get('value')).toBe('O1');
    expect(feedback('服务机构')).toBe('');
  });
});
