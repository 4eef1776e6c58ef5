// msw stand-ins for an entity's CRUD endpoints (contract §8.5) and the duplicate check, recording
// every save body and check.
import { http, HttpResponse } from 'msw';
import { entityEndpoints, REQUEST_KEY_HEADER } from '../../../../shared/engine-api';
import type { EntityDefinition } from '../../../../shared/schema-language/entity';
import { api, server } from '../../../test/server';

type Answer = { success: boolean; code?: number; message: string; result?: unknown };

export interface EntityServerOptions {
  record?: Record<string, unknown>;
  /** queryById refuses with this message. */
  missing?: string;
  subRows?: Record<string, Record<string, unknown>[]>;
  /** Answer to add/edit (default: success). */
  save?: (body: Record<string, unknown>) => Answer;
  /** Taken values per column: the duplicate check refuses them with this message. */
  taken?: Record<string, { value: string; message: string }>;
}

export function serveEntity(entity: EntityDefinition, options: EntityServerOptions = {}) {
  const endpoints = entityEndpoints(entity);
  const saves: { method: string; body: Record<string, unknown>; requestKey: string | null }[] = [];
  const checks: URLSearchParams[] = [];
  const reply = (answer: Answer) => HttpResponse.json({ code: 200, result: null, timestamp: 0, ...answer });
  const handleSave = async (request: Request) => {
    const body = (await request.json()) as Record<string, unknown>;
    saves.push({ method: request.method, body, requestKey: request.headers.get(REQUEST_KEY_HEADER) });
    return reply(
      options.save?.(body) ?? {
        success: true,
        message: request.method === 'POST' ? '添加成功！' : '编辑成功!',
      },
    );
  };
  server.use(
    http.get(api(endpoints.queryById), () =>
      options.missing
        ? reply({ success: false, code: 500, message: options.missing })
        : reply({ success: true, message: '', result: options.record ?? null }),
    ),
    ...(entity.subTables ?? []).map((sub) =>
      http.get(api(endpoints.subList(sub.entity)), () =>
        reply({ success: true, message: '', result: options.subRows?.[sub.entity] ?? [] }),
      ),
    ),
    http.post(api(endpoints.add), ({ request }) => handleSave(request)),
    http.put(api(endpoints.edit), ({ request }) => handleSave(request)),
    http.get(api('/sys/duplicate/check'), ({ request }) => {
      const params = new URL(request.url).searchParams;
      checks.push(params);
      const taken = options.taken?.[params.get('fieldName') ?? ''];
      return taken && taken.value === params.get('fieldVal')
        ? reply({ success: false, code: 500, message: taken.message })
        : reply({ success: true, message: '该值可用！' });
    }),
  );
  return { saves, checks };
}

/** A saved enterprise passing every rule. */
export function enterpriseRecord(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: 'E1',
    enterpriseName: '南宁市安科化工有限公司',
    creditCode: '91450103908301663U',
    districtCode: '450103',
    highRiskSector: '03',
    industryCode: 'C',
    enterpriseScale: '2',
    legalPerson: '张三',
    principalName: '李四',
    principalPhone: '13812345678',
    contactName: '王五',
    contactPhone: '13912345678',
    provinceCode: '450000',
    cityCode: '450100',
    address: '南宁市青秀区民族大道1号',
    employeeCount: 120,
    hasMajorHazardSource: 'N',
    insureStatus: '1',
    serviceOrgId: 'O1',
    plannedServiceTimes: 4,
    status: '1',
    createTime: '2024-03-01 09:00:00',
    createBy: 'admin',
    ...overrides,
  };
}

export function staffRecord(
  id: string,
  name: string,
  orderNum: number,
  overrides: Record<string, unknown> = {},
) {
  return {
    id,
    enterpriseId: 'E1',
    name,
    sex: '1',
    mobile: '13812345678',
    staffType: '1',
    isSpecialOperator: 'N',
    trainingHours: 8,
    status: '1',
    orderNum,
    ...overrides,
  };
}
