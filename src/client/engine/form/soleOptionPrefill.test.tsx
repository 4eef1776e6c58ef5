// A new record's required reference field whose options, for this user, are exactly one (a staff
// member of one enterprise) starts with that option, and fills what choosing it fills; with a choice
// to make, on an edit form, or once the user chose, the field is left as it is.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { api, server } from '../../test/server';
import { item, openDialog } from './formTestKit';
import { serveDictItems, serveTableLabels, serveTableSearch } from './testing/dictServer';
import { serveEntity } from './testing/entityServer';
import { schemaResult } from './testing/schemas';

const ENTERPRISES = { E1: '南宁市安泰化工有限公司', E2: '柳州市安源机械有限公司' };
const rows = (...ids: (keyof typeof ENTERPRISES)[]) =>
  ids.map((id) => ({ value: id, text: ENTERPRISES[id] }));

/** fillValues answers the enterprise's name for 被保险人 (policy.insuredName defaultFrom), recording asks. */
function serveFill() {
  const asked: string[] = [];
  server.use(
    http.get(api('/sys/dict/fillValues/:code'), ({ request }) => {
      const value = new URL(request.url).searchParams.get('value') ?? '';
      asked.push(value);
      const name = ENTERPRISES[value as keyof typeof ENTERPRISES];
      return HttpResponse.json({
        success: true,
        code: 200,
        message: '',
        result: { values: { insuredName: name }, forced: [] },
      });
    }),
  );
  return asked;
}

const chosenText = () => item('投保企业').querySelector('.ant-select-selection-item')?.textContent ?? '';
const insured = () => within(item('被保险人')).getByRole<HTMLInputElement>('textbox').value;
const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

async function openPolicy(
  mode: 'add' | 'edit',
  record?: Record<string, unknown>,
  adjust?: Parameters<typeof schemaResult>[1],
) {
  const schema = schemaResult('policy', adjust);
  serveEntity(schema.entity, record ? { record } : {});
  openDialog(schema, mode, mode === 'edit' ? 'P1' : undefined);
  await screen.findByRole('dialog');
  await screen.findByText('投保企业');
}

describe('a required reference field with one option', { timeout: 20_000 }, () => {
  it('starts with the only option and fills what choosing it fills', async () => {
    const probes = serveTableSearch(rows('E1'));
    serveTableLabels(ENTERPRISES);
    const asked = serveFill();
    await openPolicy('add');

    await waitFor(() => expect(chosenText()).toBe(ENTERPRISES.E1));
    await waitFor(() => expect(insured()).toBe(ENTERPRISES.E1));
    expect(asked).toEqual(['E1']);
    expect(probes).toHaveLength(1);
    expect(probes[0]!.searchParams.get('keyword')).toBe('');
    expect(probes[0]!.searchParams.get('pageSize')).toBe('2');
  });

  it('asks as the field does, and chooses in a select too', async () => {
    const probes = serveTableSearch(rows('E1'));
    serveDictItems({ 'nanli_enterprise,enterprise_name,id': rows('E1') });
    const asked = serveFill();
    await openPolicy('add', undefined, (entity) => {
      const field = entity.fields.find((f) => f.key === 'enterpriseId')!;
      field.form = { control: 'select' };
      field.dict = { entity: 'enterprise', text: 'enterpriseName', where: { status: ['1'] } };
    });

    await waitFor(() => expect(chosenText()).toBe(ENTERPRISES.E1));
    await waitFor(() => expect(insured()).toBe(ENTERPRISES.E1));
    expect(asked).toEqual(['E1']);
    expect(probes[0]!.searchParams.get('field')).toBe('policy.enterpriseId');
  });

  it('stays empty when the user has a choice to make', async () => {
    const probes = serveTableSearch(rows('E1', 'E2'));
    serveTableLabels(ENTERPRISES);
    const asked = serveFill();
    await openPolicy('add');

    await waitFor(() => expect(probes).toHaveLength(1));
    await settle();
    expect(chosenText()).toBe('');
    expect(insured()).toBe('');
    expect(asked).toEqual([]);
  });

  it('asks nothing on an edit form and changes nothing', async () => {
    const probes = serveTableSearch(rows('E1'));
    serveTableLabels(ENTERPRISES);
    const asked = serveFill();
    await openPolicy('edit', { id: 'P1', enterpriseId: 'E2', insuredName: '周八', policyNo: 'BD-1' });

    await waitFor(() => expect(chosenText()).toBe(ENTERPRISES.E2));
    await settle();
    expect(probes).toEqual([]);
    expect(asked).toEqual([]);
    expect(insured()).toBe('周八');
  });

  it('keeps what the user chose before the server answered', async () => {
    let answerProbe: () => void = () => undefined;
    const probeAnswered = new Promise<void>((resolve) => (answerProbe = resolve));
    let probed = false;
    server.use(
      http.get(api('/sys/dict/loadDict/:code'), async ({ request }) => {
        const keyword = new URL(request.url).searchParams.get('keyword') ?? '';
        if (keyword === '') {
          probed = true;
          await probeAnswered;
          return HttpResponse.json({ success: true, code: 0, message: '', result: rows('E1') });
        }
        const found = rows('E1', 'E2').filter((row) => row.text.includes(keyword));
        return HttpResponse.json({ success: true, code: 0, message: '', result: found });
      }),
    );
    serveTableLabels(ENTERPRISES);
    const asked = serveFill();
    await openPolicy('add');
    await waitFor(() => expect(probed).toBe(true));

    const box = within(item('投保企业')).getByRole('combobox', { name: '投保企业' });
    fireEvent.mouseDown(box);
    fireEvent.change(box, { target: { value: '柳州' } });
    fireEvent.click(await screen.findByTitle(ENTERPRISES.E2));
    await waitFor(() => expect(insured()).toBe(ENTERPRISES.E2));

    answerProbe();
    await settle();
    expect(chosenText()).toBe(ENTERPRISES.E2);
    expect(insured()).toBe(ENTERPRISES.E2);
    expect(asked).toEqual(['E2']);
  });
});
