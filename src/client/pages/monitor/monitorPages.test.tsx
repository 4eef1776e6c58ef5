// The monitor pages against msw: data shown, 刷新 reloads, a refused answer shows its message, the
// Redis page explains a missing configuration. ECharts is replaced by the set-up's probe (no canvas here).
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { HttpTraceResult, RedisInfoResult } from '../../../shared/monitor/monitor-api';
import { MONITOR_TEXTS, REDIS_TEXTS } from '../../../shared/monitor/monitor-texts';
import { renderWithApp } from '../../test/render';
import { api, server } from '../../test/server';
import HttpTracePage from './HttpTracePage';
import RedisInfoPage from './RedisInfoPage';
import RuntimeInfoPage from './RuntimeInfoPage';
import VisitCard from './VisitCard';

const WAIT = { timeout: 10_000 };
const ok = (result: unknown, message = '操作成功！') =>
  HttpResponse.json({ success: true, code: 200, message, result, timestamp: 0 });

const trace = (uri: string, status: number, timeTaken: number): HttpTraceResult['traces'][number] => ({
  timestamp: '2024-05-01T02:00:00.000Z',
  principal: { name: 'admin' },
  request: { method: 'GET', uri, remoteAddress: '127.0.0.1', headers: {} },
  response: { status },
  timeTaken,
});

describe('monitor pages', () => {
  it('lists the HTTP trace and reloads it on 刷新', async () => {
    let calls = 0;
    server.use(
      http.get(api('/actuator/httptrace'), () => {
        calls += 1;
        return ok({ traces: [trace(`/api/sys/user/list?call=${calls}`, 200, 12)] });
      }),
    );
    renderWithApp(<HttpTracePage title="请求追踪" />);
    expect(await screen.findByText('/api/sys/user/list?call=1', undefined, WAIT)).toBeTruthy();
    expect(screen.getByText('2024-05-01 10:00:00')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /刷新/ }));
    expect(await screen.findByText('/api/sys/user/list?call=2', undefined, WAIT)).toBeTruthy();
  });

  it('shows the server message when the user lacks the code', async () => {
    server.use(
      http.get(api('/actuator/runtime'), () =>
        HttpResponse.json({ success: false, code: 510, message: '没有权限，请联系管理员授权', result: null }),
      ),
    );
    renderWithApp(<RuntimeInfoPage title="运行时信息" />);
    expect(await screen.findByText('没有权限，请联系管理员授权', undefined, WAIT)).toBeTruthy();
  });

  it('explains that Redis is not configured', async () => {
    const result: RedisInfoResult = { configured: false, items: [], keys: 0, usedMemory: 0 };
    server.use(http.get(api('/sys/actuator/redis/info'), () => ok(result, REDIS_TEXTS.notConfigured)));
    renderWithApp(<RedisInfoPage title="Redis监控" />);
    expect(await screen.findByText(REDIS_TEXTS.notConfigured, undefined, WAIT)).toBeTruthy();
  });

  it('lists Redis INFO with descriptions', async () => {
    const result: RedisInfoResult = {
      configured: true,
      items: [{ key: 'redis_version', value: '7.0.15', description: 'Redis 服务器版本' }],
      keys: 17,
      usedMemory: 2048,
    };
    server.use(http.get(api('/sys/actuator/redis/info'), () => ok(result)));
    renderWithApp(<RedisInfoPage title="Redis监控" />);
    const row = (await screen.findByText('redis_version', undefined, WAIT)).closest('tr')!;
    expect(within(row).getByText('Redis 服务器版本')).toBeTruthy();
    expect(screen.getByText('17')).toBeTruthy();
  });
});

describe('visit card', () => {
  it('shows today, total and the 7-day chart data', async () => {
    server.use(
      http.get(api('/sys/loginfo'), () => ok({ totalVisitCount: 321, todayVisitCount: 12, todayIp: 3 })),
      http.get(api('/sys/visitInfo'), () =>
        ok([
          { visit: 4, ip: 2, tian: '04-30', type: '2024-04-30' },
          { visit: 12, ip: 3, tian: '05-01', type: '2024-05-01' },
        ]),
      ),
    );
    renderWithApp(<VisitCard />);
    expect(await screen.findByText('321', undefined, WAIT)).toBeTruthy();
    expect(
      await screen.findByLabelText(`${MONITOR_TEXTS.visitSeries} 05-01: 12`, undefined, WAIT),
    ).toBeTruthy();
    expect(screen.getByLabelText(`${MONITOR_TEXTS.ipSeries} 04-30: 2`)).toBeTruthy();
  });
});
