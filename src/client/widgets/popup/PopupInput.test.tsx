import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { LIST_TEXTS, WIDGET_TEXTS } from '../../../shared/texts';
import { renderWithApp } from '../../test/render';
import { api, server } from '../../test/server';
import { PopupInput } from './PopupInput';

const ok = (result: unknown) => HttpResponse.json({ success: true, code: 200, message: '', result });
const USERS = [
  { id: 'U1', username: 'zhangsan', realname: '张三', sex: 1, phone: '13800000001' },
  { id: 'U2', username: 'lisi', realname: '李四', sex: 2, phone: '13800000002' },
];

/** The report API as the popup reads it; answers the rows whose realname contains the filter. */
function serveReport(code: string) {
  const dataCalls: URL[] = [];
  server.use(
    http.get(api(`/online/cgreport/api/getRpColumns/${code}`), () =>
      ok({
        columns: [
          { title: '用户账号', dataIndex: 'username', sorter: 'true' },
          { title: '用户姓名', dataIndex: 'realname' },
          { title: '性别', dataIndex: 'sex', customRender: 'sex' },
        ],
        dictOptions: {
          sex: [
            { value: '1', text: '男' },
            { value: '2', text: '女' },
          ],
        },
        cgRpConfigId: code,
        cgRpConfigName: '选择用户',
      }),
    ),
    http.get(api(`/online/cgreport/api/getQueryInfo/${code}`), () =>
      ok([{ label: '用户姓名', field: 'realname', view: 'string', mode: 'single' }]),
    ),
    http.get(api(`/online/cgreport/api/getData/${code}`), ({ request }) => {
      const url = new URL(request.url);
      dataCalls.push(url);
      const name = url.searchParams.get('realname') ?? '';
      const records = USERS.filter((u) => u.realname.includes(name));
      return ok({ total: String(records.length), records });
    }),
  );
  return dataCalls;
}

describe('popup selector', () => {
  it('searches the report, and fills every destination field from the chosen row', async () => {
    const dataCalls = serveReport('report_popup_a');
    const onChange = vi.fn();
    const onPick = vi.fn();
    renderWithApp(
      <PopupInput
        report="report_popup_a"
        orgFields={['realname', 'phone']}
        destFields={['contactName', 'contactPhone']}
        field="contactName"
        param={{ district: "'450102'" }}
        aria-label="联系人"
        onChange={onChange}
        onPick={onPick}
      />,
    );
    fireEvent.click(screen.getByLabelText('联系人'));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 });
    expect(await within(dialog).findByText('选择用户', {}, { timeout: 10_000 })).toBeTruthy();
    expect(await within(dialog).findByText('女', {}, { timeout: 10_000 })).toBeTruthy();
    expect(dataCalls[0]!.searchParams.get('self_district')).toBe('450102');
    // The list pages' paging controls: 'a-b 共N条' (the jumper shows from two pages on).
    expect(within(dialog).getByText(LIST_TEXTS.range(1, 2, 2))).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText('用户姓名'), { target: { value: '李' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(dataCalls.at(-1)!.searchParams.get('realname')).toBe('李'), {
      timeout: 10_000,
    });
    await waitFor(() => expect(within(dialog).queryByText('张三')).toBeNull(), { timeout: 10_000 });

    fireEvent.click(within(dialog).getByText('李四'));
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(onChange).toHaveBeenCalledWith('李四');
    expect(onPick).toHaveBeenCalledWith({ contactName: '李四', contactPhone: '13800000002' });
  });

  it('asks for a row before 确定, and names a misconfigured popup', async () => {
    serveReport('report_popup_b');
    renderWithApp(
      <PopupInput
        report="report_popup_b"
        orgFields={['realname']}
        destFields={['contactName']}
        field="contactName"
        aria-label="联系人"
      />,
    );
    fireEvent.click(screen.getByLabelText('联系人'));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 });
    await within(dialog).findByText('张三', {}, { timeout: 10_000 });
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText(WIDGET_TEXTS.popupSelectOne)).toBeTruthy();
  });

  it('shows the configuration errors of JPopup instead of a box', () => {
    renderWithApp(<PopupInput report="r" orgFields={['a', 'b']} destFields={['x']} field="x" />);
    expect(screen.getByDisplayValue(WIDGET_TEXTS.popupCountMismatch)).toBeTruthy();
  });
});
