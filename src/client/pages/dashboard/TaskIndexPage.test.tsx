import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { TASK_INDEX_TEXTS } from '../../../shared/workplace-texts';
import type { GroupCount } from '../../../shared/workplace';
import { signIn } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import { api, server } from '../../test/server';
import { TASK_BOARD } from './dashboardApi';
import TaskIndexPage from './TaskIndexPage';

const WAIT = { timeout: 10_000 };
const ok = (result: unknown) =>
  HttpResponse.json({ success: true, code: 200, message: '', timestamp: 0, result });
const page = (records: unknown[]) => ok({ records, total: records.length, size: 10, current: 1, pages: 1 });

const BY_STATE: GroupCount[] = [
  { value: '0', text: '待派发', color: 'default', count: 2, open: 2, overdue: 0 },
  { value: '1', text: '已派发', color: 'blue', count: 3, open: 3, overdue: 1 },
  // Completed late: flagged, but nothing to chase.
  { value: '6', text: '已完成', color: 'green', count: 4, open: 0, overdue: 1 },
];
const BY_ENGINEER: GroupCount[] = [
  { value: 'e1', text: '赵工', count: 3, open: 3, overdue: 1 },
  { value: '', text: '', count: 2, open: 2, overdue: 0 },
];

describe('the task board', { timeout: 30_000 }, () => {
  it('shows tasks by state and engineer, the week’s appointments and the overdue tasks', async () => {
    signIn();
    const asked: string[] = [];
    server.use(
      http.get(api(`${TASK_BOARD.taskApi}/groupCounts`), ({ request }) => {
        const field = new URL(request.url).searchParams.get('field')!;
        asked.push(field);
        return ok(field === TASK_BOARD.stateField ? BY_STATE : BY_ENGINEER);
      }),
      http.get(api(`${TASK_BOARD.appointmentApi}/list`), ({ request }) => {
        const params = new URL(request.url).searchParams;
        expect(params.get(`${TASK_BOARD.appointmentDate}_begin`)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        return page([
          {
            id: 'a1',
            appointDate: '2026-01-06',
            timeSlot_dictText: '上午',
            enterpriseId_dictText: '本企业',
            status_dictText: '已确认',
          },
        ]);
      }),
      http.get(api(`${TASK_BOARD.taskApi}/list`), ({ request }) => {
        const params = new URL(request.url).searchParams;
        expect(params.get(`${TASK_BOARD.stateField}_MultiString`)).toBe('0,1');
        return page([
          { id: 't1', taskName: '逾期排查', leaderExpertId_dictText: '赵工', deadline: '2026-01-01' },
        ]);
      }),
    );
    renderWithApp(<TaskIndexPage />);
    expect(await screen.findByText('已派发 3', {}, WAIT)).toBeTruthy();
    expect(screen.getByText(`${TASK_INDEX_TEXTS.total} 9`)).toBeTruthy();
    const table = screen.getByRole('table');
    await waitFor(() => expect(within(table).getByText('赵工')).toBeTruthy(), WAIT);
    expect(within(table).getByText(TASK_INDEX_TEXTS.unassigned)).toBeTruthy();
    // The engineers' overdue count includes tasks completed late (their flag stays): the header says so.
    expect(within(table).getByText('逾期（含逾期完成）')).toBeTruthy();
    expect(await screen.findByText('2026-01-06 上午 本企业 · 已确认', {}, WAIT)).toBeTruthy();
    expect(
      await screen.findByText(`逾期排查 · 赵工 · ${TASK_INDEX_TEXTS.deadline} 2026-01-01`, {}, WAIT),
    ).toBeTruthy();
    expect(asked.sort()).toEqual([TASK_BOARD.engineerField, TASK_BOARD.stateField].sort());

    fireEvent.click(screen.getByText('待派发 2'));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(`${TASK_BOARD.taskPage}?status=0`),
    );
  });
});
