// Figures prepared in the background (FIGURE_WARM_UP, src/server/figures): shortly after the start
// the administrator's home KPIs and big screens are counted with nobody asking, so the
// administrator's first request reads no business table; a write to a counted table makes the next
// answer count again (cheap figures are never answered stale).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIGURE_WARM_UP } from '../../../src/server/figures/warm-up';
import { ANALYSIS_SCREEN_PATHS } from '../../../src/shared/analysis-screens';
import { DASHBOARD_PATHS } from '../../../src/shared/dashboard/kpi-api';
import type { KpiOverview } from '../../../src/shared/dashboard/kpi-api';
import { enterpriseBody, staffRow } from '../engine/support';
import { ApiClient } from '../helpers/client';
import { startTestApp } from '../helpers/test-app';
import type { TestApp } from '../helpers/test-app';

const HAZARDS = 'nanli_hidden_danger';
/** Statements run since the last look, as text. */
const statements: string[] = [];

let app: TestApp;
let api: ApiClient;
let token: string;

/** A read of the hazards (not the schema sync's statements at the start). */
const readsHazards = () => statements.some((text) => /^select/i.test(text) && text.includes(`"${HAZARDS}"`));

async function settle(quietMs: number, timeoutMs: number): Promise<void> {
  const end = Date.now() + timeoutMs;
  let seen = statements.length;
  let quietSince = Date.now();
  while (Date.now() < end) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    if (statements.length !== seen) {
      seen = statements.length;
      quietSince = Date.now();
    } else if (Date.now() - quietSince >= quietMs && readsHazards()) return;
  }
  throw new Error('the warm-up did not run');
}

beforeAll(async () => {
  app = await startTestApp({ figureWarmUp: true }, { onQuery: (query) => void statements.push(query.sql) });
  api = new ApiClient(app);
  token = await api.login();
  statements.length = 0;
}, 30_000);
afterAll(() => app.close());

describe('figures prepared in the background', () => {
  it(
    'answers the administrator’s first home KPIs and big screens without reading a business table',
    async () => {
      await settle(500, FIGURE_WARM_UP.delayMs + 15_000);
      statements.length = 0;
      const kpis = await api.get<KpiOverview>(DASHBOARD_PATHS.kpis, { token });
      expect(kpis.body.success).toBe(true);
      expect(kpis.body.result.kpis.length).toBeGreaterThan(0);
      const screen = await api.get(ANALYSIS_SCREEN_PATHS.big, { token });
      expect(screen.body.success).toBe(true);
      expect(readsHazards()).toBe(false);
    },
    FIGURE_WARM_UP.delayMs + 30_000,
  );

  it('counts again once a counted table is written', async () => {
    const before = (await api.get<KpiOverview>(DASHBOARD_PATHS.kpis, { token })).body.result;
    const added = await api.post<{ id: string }>(
      '/nanli/enterprise/add',
      { ...enterpriseBody({ enterpriseName: '预热测试化工有限公司' }), enterpriseStaffList: [staffRow()] },
      { token },
    );
    expect(added.body.success).toBe(true);
    statements.length = 0;
    const after = (await api.get<KpiOverview>(DASHBOARD_PATHS.kpis, { token })).body.result;
    expect(statements.some((text) => /^select/i.test(text) && text.includes('"nanli_enterprise"'))).toBe(
      true,
    );
    // No enterprise before: no coverage to speak of; one uninsured high-risk enterprise after: 0 %.
    const coverage = (overview: KpiOverview) =>
      overview.kpis.find((k) => k.key === 'insuranceCoverage')?.value;
    expect(coverage(before)).toBeNull();
    expect(coverage(after)).toBe(0);
  });
});
