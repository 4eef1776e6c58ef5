import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { GATEWAY_CODES } from '../../../shared/tenants/gateway-texts';
import type { GatewayRoute } from '../../../shared/tenants/gateway-types';
import { savePermissions } from '../../session/sessionState';
import { signIn } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import { api, server } from '../../test/server';
import { toSaveBody } from './GatewayRouteForm';
import GatewayRouteList from './GatewayRouteList';

const WAIT = { timeout: 10_000 };

const route: GatewayRoute = {
  id: 'r1',
  routerId: 'demo',
  name: '演示',
  uri: 'http://127.0.0.1:9000',
  predicates: [{ name: 'Path', args: ['/demo/**'] }],
  filters: [{ name: 'StripPrefix', args: [{ key: 'parts', value: '1' }] }],
  status: 1,
  createBy: 'admin',
  createTime: '2025-01-01 10:00:00',
  updateBy: null,
  updateTime: null,
};

describe('the gateway route page', { timeout: 30_000 }, () => {
  it('lists routes with their conditions and saves an edit with updateAll', async () => {
    signIn();
    savePermissions({
      menu: [],
      auth: [{ action: Object.values(GATEWAY_CODES).join(','), type: '1', describe: '网关' }],
      allAuth: [],
    });
    const posted: unknown[] = [];
    server.use(
      http.get(api('/sys/gatewayRoute/list'), () =>
        HttpResponse.json({ success: true, code: 200, message: '', result: [route], timestamp: 0 }),
      ),
      http.post(api('/sys/gatewayRoute/updateAll'), async ({ request }) => {
        posted.push(await request.json());
        return HttpResponse.json({
          success: false,
          code: 500,
          message: '路由URI的主机不在允许的主机列表中',
          result: null,
          timestamp: 0,
        });
      }),
    );
    renderWithApp(<GatewayRouteList title="网关路由" />);
    expect(await screen.findByText('Path=/demo/**', {}, WAIT)).toBeTruthy();
    expect(screen.getByText('StripPrefix=1')).toBeTruthy();

    fireEvent.click(screen.getByText('编辑'));
    const drawer = await screen.findByRole('dialog', {}, WAIT);
    await waitFor(
      () => expect((within(drawer).getByLabelText('路由ID') as HTMLInputElement).value).toBe('demo'),
      WAIT,
    );
    fireEvent.click(within(drawer).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(posted).toHaveLength(1), WAIT);
    expect(posted[0]).toEqual(
      toSaveBody(
        {
          routerId: 'demo',
          name: '演示',
          uri: route.uri,
          status: true,
          predicates: route.predicates,
          filters: [{ name: 'StripPrefix', parts: 1 }],
        },
        'r1',
      ),
    );
    expect(await screen.findByText('路由URI的主机不在允许的主机列表中', {}, WAIT)).toBeTruthy();
  });
});
