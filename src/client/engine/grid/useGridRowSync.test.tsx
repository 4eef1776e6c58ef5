// Live row sync of the editable grid over a mocked /vxeSocket: another page's change merges into the
// row with that id and flashes it; the user's own edit of a saved row goes out as one field.
import { fireEvent, waitFor, within } from '@testing-library/react';
import { ws } from 'msw';
import { describe, expect, it } from 'vitest';
import { gridSocketKey } from '../../../shared/announcements/realtime';
import { signIn, userInfo } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import { api, server } from '../../test/server';
import { cacheDictionaries, schemaResult } from '../form/testing/schemas';
import { EditableGrid } from './EditableGrid';
import { gridSetup } from './gridColumnSpec';

const KEY = gridSocketKey('enterprise', 'enterpriseStaff');
const staff = (id: string, name: string) => ({ id, name, sex: '1', mobile: '13812345678', status: '1' });
const update = (socketKey: string, row: Record<string, unknown>) =>
  JSON.stringify({ type: 'update_vxe_table', data: { socketKey, args: [row, 'another-page'] } });

describe('grid live row sync', () => {
  it("merges other pages' changes by row id, flashes the row, and sends the user's edits", async () => {
    signIn();
    cacheDictionaries();
    const sent: unknown[] = [];
    const link = ws.link(`${api('').replace(/^http/, 'ws')}/vxeSocket/${userInfo().id}/*`);
    server.use(
      link.addEventListener('connection', ({ client }) => {
        client.addEventListener('message', (event) => sent.push(JSON.parse(String(event.data))));
        client.send(update('someOther/grid', { id: 'S1', name: '别的表' }));
        client.send(update(KEY, { id: 'S9', name: '不在此表' }));
        client.send(update(KEY, { id: 'S1', name: '张三丰', enterpriseId: 'forged' }));
      }),
    );
    const schema = schemaResult('enterprise');
    const sub = schema.entity.subTables![0]!;
    const setup = gridSetup(sub, schema.subEntities[sub.entity]!, schema);
    const view = renderWithApp(
      <EditableGrid setup={setup} rows={[staff('S1', '张三'), staff('S2', '李四')]} socketKey={KEY} />,
    );
    const rows = () => [...view.container.querySelectorAll<HTMLElement>('tr.ant-table-row')];
    const name = (index: number) => within(rows()[index]!).getByLabelText<HTMLInputElement>('姓名');

    await waitFor(() => expect(name(0).value).toBe('张三丰'), { timeout: 10_000 });
    expect(name(1).value).toBe('李四');
    expect(rows()[0]!.className).toContain('anze-grid-row-flash');
    expect(rows()[1]!.className).not.toContain('anze-grid-row-flash');
    await waitFor(() => expect(rows()[0]!.className).not.toContain('anze-grid-row-flash'), { timeout: 3000 });

    fireEvent.change(name(1), { target: { value: '李四光' } });
    await waitFor(() =>
      expect(sent).toContainEqual({
        type: 'update_vxe_table',
        data: { socketKey: KEY, args: [{ id: 'S2', name: '李四光' }, expect.any(String)] },
      }),
    );
  });
});
