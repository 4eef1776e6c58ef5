// A field declaring `defaultFrom` (a contact defaulting to the chosen service organisation's): choosing
// the organisation fills it while it is empty or still holds the previous choice's value, and never
// overwrites what the user typed.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { api, server } from '../../test/server';
import { item, openDialog, typeInto } from './formTestKit';
import { serveTableLabels, serveTableSearch } from './testing/dictServer';
import { serveEntity } from './testing/entityServer';
import { schemaResult } from './testing/schemas';

const ORGS = { O1: '南宁安评服务有限公司', O2: '柳州安评服务有限公司' };
const CONTACTS: Record<string, string> = { O1: '孙七', O2: '周八' };

function defaultingSchema() {
  return schemaResult('enterprise', (entity) => {
    entity.fields.find((field) => field.key === 'serviceOrgId')!.dict = {
      entity: 'serviceOrg',
      text: 'orgName',
    };
    entity.fields.find((field) => field.key === 'contactName')!.defaultFrom = 'serviceOrgId.contactName';
  });
}

const contact = () => within(item('联系人')).getByRole<HTMLInputElement>('textbox').value;

async function chooseOrg(id: keyof typeof ORGS) {
  const box = within(item('服务机构')).getByRole('combobox', { name: '服务机构' });
  fireEvent.mouseDown(box);
  fireEvent.change(box, { target: { value: '安评' } });
  fireEvent.click(await screen.findByTitle(ORGS[id]));
}

describe('a default taken from the chosen row', { timeout: 20_000 }, () => {
  it('fills the empty field, follows a new choice and keeps what the user typed', async () => {
    serveTableSearch(Object.entries(ORGS).map(([value, text]) => ({ value, text })));
    serveTableLabels(ORGS);
    let asked = 0;
    server.use(
      http.get(api('/sys/dict/fillValues/:code'), ({ request }) => {
        asked += 1;
        const value = new URL(request.url).searchParams.get('value') ?? '';
        return HttpResponse.json({
          success: true,
          code: 200,
          message: '',
          result: { values: { contactName: CONTACTS[value] }, forced: [] },
        });
      }),
    );
    const schema = defaultingSchema();
    serveEntity(schema.entity);
    openDialog(schema, 'add');
    await screen.findByRole('dialog');

    await chooseOrg('O1');
    await waitFor(() => expect(contact()).toBe('孙七'));
    await chooseOrg('O2');
    await waitFor(() => expect(contact()).toBe('周八'));

    typeInto('联系人', '吴九');
    await chooseOrg('O1');
    await waitFor(() => expect(asked).toBe(3));
    await new Promise((resolve) => setTimeout(resolve, 50)); // the answer applied
    expect(contact()).toBe('吴九');
  });
});
