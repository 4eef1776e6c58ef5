// GET /mock/api/user, role, service, permission, permission/no-pager: JeecgBoot's demo calls, for the
// example pages of its Vue client. Served only while config.mockApi is on (DEMO_DATA, never with
// NODE_ENV=production) and only to signed-in users. Lists answer JeecgBoot's mock page object
// ({ data, pageSize, pageNo, totalPage, totalCount }) inside the Result envelope; no-pager the array.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { COMPAT_LIMITS, COMPAT_PATHS } from '../../../shared/compatibility/compat-api';
import { PAGINATION } from '../../../shared/limits';
import { allow } from '../../auth/route-access';
import { ok } from '../../http/result';
import type { AppServices } from '../../services';
import { MOCK_PERMISSIONS, MOCK_ROLES, MOCK_SERVICES, MOCK_USERS } from './mock-data';

export interface MockPage<T> {
  data: T[];
  pageSize: number;
  pageNo: number;
  totalPage: number;
  totalCount: number;
}

const positive = (value: unknown, fallback: number) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

function mockPage<T>(request: FastifyRequest, rows: readonly T[]): MockPage<T> {
  const query = (request.query ?? {}) as Record<string, unknown>;
  const pageSize = Math.min(
    positive(query.pageSize, PAGINATION.defaultPageSize),
    COMPAT_LIMITS.mockMaxPageSize,
  );
  const pageNo = positive(query.pageNo, 1);
  return {
    data: rows.slice((pageNo - 1) * pageSize, pageNo * pageSize),
    pageSize,
    pageNo,
    totalPage: Math.ceil(rows.length / pageSize),
    totalCount: rows.length,
  };
}

export function registerMockRoutes(api: FastifyInstance, { config }: AppServices): void {
  if (!config.mockApi) return;
  const list = (path: string, rows: readonly unknown[]) =>
    api.get(path, allow.signedIn, async (request) => ok(mockPage(request, rows)));
  list(COMPAT_PATHS.mockUser, MOCK_USERS);
  list(COMPAT_PATHS.mockRole, MOCK_ROLES);
  list(COMPAT_PATHS.mockService, MOCK_SERVICES);
  list(COMPAT_PATHS.mockPermission, MOCK_PERMISSIONS);
  api.get(COMPAT_PATHS.mockPermissionNoPager, allow.signedIn, async () => ok(MOCK_PERMISSIONS));
}
