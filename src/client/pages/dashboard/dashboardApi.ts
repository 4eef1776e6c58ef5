// What the hand-written dashboards read: the workplace answer, an entity's group counts and list
// pages. A refusal (510: no step held) reads as nothing, so the page shows its empty state.
import type { PageResult } from '../../../shared/api-types';
import type { GroupCount, WorkplaceAnswer } from '../../../shared/workplace';
import { WORKPLACE_PATHS } from '../../../shared/workplace';
import { getAction } from '../../api/http';

export const SWR_OPTIONS = { revalidateOnFocus: false, shouldRetryOnError: false } as const;

/**
 * The task board's business names, in one place: a dashboard is a hand-written page (DESIGN §1),
 * the engine below it stays generic.
 */
export const TASK_BOARD = {
  taskApi: '/nanli/task',
  taskPage: '/nanlitask/nanlitasklist',
  stateField: 'status',
  engineerField: 'leaderExpertId',
  overdueFlag: 'isOverdue',
  /** The overdue tasks are listed by it, the longest overdue first. */
  deadline: 'deadline',
  appointmentApi: '/nanli/appointment',
  appointmentPage: '/nanlitask/appointment',
  appointmentDate: 'appointDate',
  /** Rows the board lists of the week's appointments and of the overdue tasks. */
  rows: 10,
} as const;

const EMPTY_WORKPLACE: WorkplaceAnswer = { cards: [], recent: [] };

export async function fetchWorkplace(): Promise<WorkplaceAnswer> {
  const reply = await getAction<WorkplaceAnswer>(WORKPLACE_PATHS.workplace);
  return reply.success ? reply.result : EMPTY_WORKPLACE;
}

export async function fetchGroupCounts([apiBase, field]: readonly [string, string]): Promise<GroupCount[]> {
  const reply = await getAction<GroupCount[]>(WORKPLACE_PATHS.groupCounts(apiBase), { field });
  return reply.success ? reply.result : [];
}

export type ListRow = Record<string, unknown>;

export async function fetchList([apiBase, params]: readonly [string, Record<string, string>]): Promise<
  ListRow[]
> {
  const reply = await getAction<PageResult<ListRow>>(`${apiBase}/list`, params);
  return reply.success ? reply.result.records : [];
}

/** A list page opened with query parameters (the list keeps parameters it does not own and sends them). */
export const pageLink = (page: string, params: Record<string, string>): string => {
  const query = new URLSearchParams(params).toString();
  return query ? `${page}${page.includes('?') ? '&' : '?'}${query}` : page;
};
