import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { WORKPLACE_TEXTS } from '../../../shared/workplace-texts';
import type { WorkCard, WorkplaceAnswer } from '../../../shared/workplace';
import { WORKPLACE_PATHS } from '../../../shared/workplace';
import { signIn } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import { api, server } from '../../test/server';
import WorkplacePage from './WorkplacePage';

const WAIT = { timeout: 10_000 };

const card = (extra: Partial<WorkCard>): WorkCard => ({
  entity: 'hiddenDanger',
  entityTitle: '隐患',
  todo: '待复查',
  operations: [{ name: 'reviewPass', label: '复查通过' }],
  count: 3,
  overdue: 1,
  records: [
    { id: 'h1', title: 'YH-001', state: '40', state_dictText: '待复查', overdue: true },
    { id: 'h2', title: 'YH-002', state: '40', state_dictText: '待复查', overdue: false },
  ],
  page: '/safetyinfo/hazard',
  filters: { status_MultiString: '40' },
  ...extra,
});

function serve(answer: WorkplaceAnswer | { success: false; code: number }) {
  server.use(
    http.get(api(WORKPLACE_PATHS.workplace), () =>
      HttpResponse.json(
        'cards' in answer
          ? { success: true, code: 200, message: '', timestamp: 0, result: answer }
          : { ...answer, message: '无权限', timestamp: 0, result: null },
      ),
    ),
  );
}

describe('the workplace', { timeout: 30_000 }, () => {
  it('shows a card per waiting work with its overdue count and opens the records', async () => {
    signIn();
    serve({
      cards: [
        card({}),
        card({ entity: 'task', entityTitle: '任务', todo: '待接收', count: 2, overdue: 0, records: [] }),
        card({ entity: 'task', entityTitle: '任务', todo: '待审核', count: 0, records: [] }),
      ],
      recent: [
        {
          id: 's1',
          entity: 'task',
          entityTitle: '任务',
          recordId: 't1',
          operationLabel: '派发',
          toState: '已派发',
          opinion: null,
          createTime: '2026-01-05 10:00:00',
          page: '/nanlitask/list',
        },
      ],
    });
    renderWithApp(<WorkplacePage />);
    const hazards = await screen.findByTestId('work-card-hiddenDanger-待复查', {}, WAIT);
    expect(within(hazards).getByText('待复查隐患')).toBeTruthy();
    expect(within(hazards).getByText(WORKPLACE_TEXTS.overdue(1))).toBeTruthy();
    expect(screen.getByText('待接收任务')).toBeTruthy();
    // Nothing waits for the review: no card.
    expect(screen.queryByText('待审核任务')).toBeNull();
    expect(screen.getByText(WORKPLACE_TEXTS.stepDone('派发', '已派发'))).toBeTruthy();

    fireEvent.click(within(hazards).getByText('YH-001'));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/safetyinfo/hazard?id=h1'));
    fireEvent.click(within(hazards).getByText(WORKPLACE_TEXTS.openList));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/safetyinfo/hazard?status_MultiString=40'),
    );
  });

  it('says nothing waits when the user holds no step', async () => {
    signIn();
    serve({ success: false, code: 510 });
    renderWithApp(<WorkplacePage />);
    expect(await screen.findByText(WORKPLACE_TEXTS.nothingWaits, {}, WAIT)).toBeTruthy();
    expect(screen.getByText(WORKPLACE_TEXTS.noActivity)).toBeTruthy();
  });
});
