// An entity, its rows and an msw stand-in for the engine endpoints, for the list page's tests.
import { configure } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { AuthItem, DictMap } from '../../../../shared/api-types';
import type { EntitySchemaResult } from '../../../../shared/engine-api';
import type { EntityDefinition } from '../../../../shared/schema-language/entity';
import { saveDictionaries, savePermissions } from '../../../session/sessionState';
import { signIn } from '../../../test/fixtures';
import { api, server } from '../../../test/server';
import type { ListRow } from '../useListData';

// The list page renders a full antd table; on a busy machine a step can take more than 1 s.
configure({ asyncUtilTimeout: 5_000 });

export const API_BASE = '/nanli/enterprise';

export function enterpriseEntity(overrides: Partial<EntityDefinition> = {}): EntityDefinition {
  return {
    name: 'enterprise',
    title: '投保企业',
    table: 'nanli_enterprise',
    api: API_BASE,
    permission: 'nanli:enterprise',
    fields: [
      {
        key: 'enterpriseName',
        label: '企业名称',
        type: 'string',
        list: { width: 220, fixed: 'left', sorter: true, ellipsis: true },
        query: { mode: 'like', basic: true },
      },
      {
        key: 'creditCode',
        label: '统一社会信用代码',
        type: 'string',
        query: { mode: 'single', basic: true },
      },
      {
        key: 'districtCode',
        label: '所属区县',
        type: 'string',
        dict: { code: 'nl_district' },
        list: { sorter: true },
        query: { mode: 'single', basic: true },
      },
      {
        key: 'riskLevel',
        label: '风险等级',
        type: 'string',
        dict: { code: 'nl_risk_level' },
        query: { mode: 'single' },
      },
      {
        key: 'serviceItems',
        label: '服务项目',
        type: 'string',
        dict: { code: 'nl_service_item' },
        multiple: true,
      },
      {
        key: 'employeeCount',
        label: '从业人员数',
        type: 'int',
        list: { sorter: true, align: 'right' },
        query: { mode: 'range' },
      },
      {
        key: 'establishDate',
        label: '成立日期',
        type: 'date',
        list: { show: false },
        query: { mode: 'range' },
      },
      {
        key: 'serviceOrgId',
        label: '服务机构',
        type: 'string',
        dict: { entity: 'serviceOrg', text: 'orgName' },
        query: { mode: 'single' },
      },
      { key: 'annualRevenue', label: '上年营业收入', type: 'decimal', columnPermission: true },
      { key: 'remark', label: '备注', type: 'string', list: { show: false } },
      { key: 'userId', label: '用户', type: 'string', hidden: true },
    ],
    ...overrides,
  };
}

export const ALL_ACTIONS: EntitySchemaResult['allowed'] = [
  'list',
  'add',
  'edit',
  'delete',
  'deleteBatch',
  'exportXls',
  'importExcel',
];

export function enterpriseSchema(
  entity: EntityDefinition = enterpriseEntity(),
  allowed = ALL_ACTIONS,
): EntitySchemaResult {
  return {
    entity,
    subEntities: {},
    tableDictCodes: { 'enterprise.serviceOrgId': 'nanli_service_org,org_name,id' },
    allowed,
  };
}

export const DICTIONARIES: DictMap = {
  nl_district: [
    { value: '450102', text: '兴宁区', title: '兴宁区' },
    { value: '450103', text: '青秀区', title: '青秀区' },
  ],
  nl_risk_level: [
    { value: '1', text: '低风险', title: '低风险', color: 'green' },
    { value: '4', text: '重大风险', title: '重大风险', color: 'red' },
  ],
  nl_service_item: [
    { value: 'a', text: '隐患排查', title: '隐患排查', color: 'blue' },
    { value: 'b', text: '安全培训', title: '安全培训', color: 'orange' },
  ],
};

/** A signed-in user holding every action code of the entity (auth as the permission list gives it). */
export function grantAll(extra: string[] = []): void {
  signIn();
  const codes = [...ALL_ACTIONS.map((action) => `nanli:enterprise:${action}`), ...extra];
  const auth: AuthItem[] = [{ action: codes.join(','), type: '1', describe: '投保企业' }];
  savePermissions({ menu: [], auth, allAuth: [] });
  saveDictionaries(DICTIONARIES);
}

export function row(index: number, extra: Partial<ListRow> = {}): ListRow {
  return {
    id: `e${index}`,
    enterpriseName: `企业${index}`,
    creditCode: `91450100MA5K${String(index).padStart(6, '0')}`,
    districtCode: '450102',
    districtCode_dictText: '兴宁区',
    riskLevel: '4',
    riskLevel_dictText: '重大风险',
    serviceItems: 'a,b',
    serviceItems_dictText: '隐患排查,安全培训',
    employeeCount: 100 + index,
    serviceOrgId: 'o1',
    serviceOrgId_dictText: '南宁安评中心',
    annualRevenue: 12.5,
    ...extra,
  };
}

export interface EntityServer {
  /** Query strings of every list request, in order. */
  listRequests: URLSearchParams[];
  lastList: () => URLSearchParams;
}

export interface ServeOptions {
  schema?: EntitySchemaResult;
  /** Rows of the answer to each list request (given its query), 23 rows in all by default. */
  page?: (query: URLSearchParams) => { records: ListRow[]; total: number };
  preference?: unknown;
}

export function defaultPage(query: URLSearchParams, total = 23) {
  const pageNo = Number(query.get('pageNo'));
  const pageSize = Number(query.get('pageSize'));
  const from = (pageNo - 1) * pageSize;
  const count = Math.max(0, Math.min(pageSize, total - from));
  return { records: Array.from({ length: count }, (_, i) => row(from + i + 1)), total };
}

export function serveEntity({
  schema = enterpriseSchema(),
  page = defaultPage,
  preference = null,
}: ServeOptions = {}) {
  const listRequests: URLSearchParams[] = [];
  server.use(
    http.get(api('/engine/entities/:name'), () =>
      HttpResponse.json({ success: true, code: 200, message: '', result: schema }),
    ),
    http.get(api(`${API_BASE}/list`), ({ request }) => {
      const query = new URL(request.url).searchParams;
      listRequests.push(query);
      return HttpResponse.json({ success: true, code: 0, message: '操作成功！', result: page(query) });
    }),
    http.get(api('/engine/preferences/:key'), () =>
      HttpResponse.json({ success: true, code: 200, message: '', result: preference }),
    ),
  );
  return { listRequests, lastList: () => listRequests[listRequests.length - 1]! };
}
