import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Tenant } from '../../../shared/api-types';
import { TENANT_CODES, TENANT_TEXTS } from '../../../shared/tenants/tenant-texts';
import { savePermissions } from '../../session/sessionState';
import { signIn } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import { api, server } from '../../test/server';
import TenantList from './TenantList';

const WAIT = { timeout: 10_000 };

const tenant = (id: number, extra: Partial<Tenant> = {}): Tenant => ({
  id,
  name: `租户${id}`,
  createBy: 'admin',
  createTime: '2025-01-01 10:00:00',
  beginDate: null,
  endDate: null,
  status: 1,
  ...extra,
});

function grant(codes: string[]) {
  signIn();
  savePermissions({
    menu: [],
    auth: [{ action: codes.join(','), type: '1', describe: '租户' }],
    allAuth: [],
  });
}

function serveList(records: Tenant[]) {
  server.use(
    http.get(api('/sys/tenant/list'), () =>
      HttpResponse.json({
        success: true,
        code: 200,
        message: '',
        timestamp: 0,
        result: { records, total: records.length, size: 10, current: 1, pages: 1 },
      }),
    ),
  );
}

describe('the tenant page', { timeout: 30_000 }, () => {
  it('lists tenants with their status and adds one through the form', async () => {
    grant(Object.values(TENANT_CODES));
    serveList([tenant(1), tenant(2, { status: 0 })]);
    const posted: unknown[] = [];
    server.use(
      http.post(api('/sys/tenant/add'), async ({ request }) => {
        posted.push(await request.json());
        return HttpResponse.json({
          success: true,
          code: 200,
          message: '添加成功！',
          result: null,
          timestamp: 0,
        });
      }),
    );
    renderWithApp(<TenantList title="租户管理" />);
    expect(await screen.findByText('租户2', {}, WAIT)).toBeTruthy();
    const frozenRow = screen.getByText('租户2').closest('tr')!;
    expect(within(frozenRow).getByText(TENANT_TEXTS.unfrozen)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /新\s*增/ }));
    const dialog = await screen.findByRole('dialog', {}, WAIT);
    fireEvent.change(within(dialog).getByLabelText(TENANT_TEXTS.id), { target: { value: '9' } });
    fireEvent.change(within(dialog).getByLabelText(TENANT_TEXTS.name), { target: { value: '新租户' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(posted).toHaveLength(1), WAIT);
    expect(posted[0]).toMatchObject({ id: 9, name: '新租户', status: 1, beginDate: '', endDate: '' });
  });

  it('shows no write buttons without the codes', async () => {
    grant([TENANT_CODES.list]);
    serveList([tenant(1)]);
    renderWithApp(<TenantList title="租户管理" />);
    expect(await screen.findByText('租户1', {}, WAIT)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /新\s*增/ })).toBeNull();
    expect(screen.queryByText('编辑')).toBeNull();
    expect(screen.queryByText(TENANT_TEXTS.frozen, { selector: 'a' })).toBeNull();
  });
});
