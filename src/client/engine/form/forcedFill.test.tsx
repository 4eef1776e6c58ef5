// A choice whose row forces a field (a table dictionary's `forces`: a major-hazard criterion makes the
// hazard 重大): the form sets the forced value and holds the field, disabled, while that choice
// stands; a choice forcing nothing gives it back to the user.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { api, server } from '../../test/server';
import { item, openDialog } from './formTestKit';
import { serveTableLabels, serveTableSearch } from './testing/dictServer';
import { serveEntity } from './testing/entityServer';
import { schemaResult } from './testing/schemas';

const ORGS = { O1: '南宁安评服务有限公司', O2: '柳州安评服务有限公司' };
/** O1 forces its contact on the form; O2 only fills it. */
const FILLS: Record<string, { values: Record<string, string>; forced: string[] }> = {
  O1: { values: { contactName: '孙七' }, forced: ['contactName'] },
  O2: { values: { contactName: '周八' }, forced: [] },
};

function forcingSchema() {
  return schemaResult('enterprise', (entity) => {
    entity.fields.find((field) => field.key === 'serviceOrgId')!.dict = {
      entity: 'serviceOrg',
      text: 'orgName',
      fill: { contactName: 'contactName' },
      forces: [
        { where: { orgType: ['1'] }, field: 'contactName', value: '孙七', message: '该机构的联系人须为孙七' },
      ],
    };
  });
}

const contact = () => within(item('联系人')).getByRole<HTMLInputElement>('textbox');

async function chooseOrg(id: keyof typeof ORGS) {
  const box = within(item('服务机构')).getByRole('combobox', { name: '服务机构' });
  fireEvent.mouseDown(box);
  fireEvent.change(box, { target: { value: '安评' } });
  fireEvent.click(await screen.findByTitle(ORGS[id]));
}

/** Serves the organisations and their fill answers; answers the values asked about. */
function serveFills(): string[] {
  const asked: string[] = [];
  serveTableSearch(Object.entries(ORGS).map(([value, text]) => ({ value, text })));
  serveTableLabels(ORGS);
  server.use(
    http.get(api('/sys/dict/fillValues/:code'), ({ request }) => {
      const value = new URL(request.url).searchParams.get('value') ?? '';
      asked.push(value);
      return HttpResponse.json({ success: true, code: 200, message: '', result: FILLS[value] });
    }),
  );
  return asked;
}

describe('a value the chosen row forces', { timeout: 20_000 }, () => {
  it('is set and held while the choice stands, and given back by a choice forcing nothing', async () => {
    serveFills();
    const schema = forcingSchema();
    serveEntity(schema.entity);
    openDialog(schema, 'add');
    await screen.findByRole('dialog');
    expect(contact().disabled).toBe(false);

    await chooseOrg('O1');
    await waitFor(() => expect(contact().value).toBe('孙七'));
    expect(contact().disabled).toBe(true);

    await chooseOrg('O2');
    await waitFor(() => expect(contact().value).toBe('周八'));
    expect(contact().disabled).toBe(false);
  });

  it('is held when the form opens a record citing such a row, which it does not refill', async () => {
    const asked = serveFills();
    const schema = forcingSchema();
    serveEntity(schema.entity, {
      record: { id: 'E1', enterpriseName: '南宁甲化工有限公司', serviceOrgId: 'O1', contactName: '孙七' },
    });
    openDialog(schema, 'edit', 'E1');
    await screen.findByRole('dialog');
    await waitFor(() => expect(contact().disabled).toBe(true));
    expect(contact().value).toBe('孙七');
    expect(asked).toEqual(['O1']);
  });
});
