// The reference data the service scenarios start from, created through the API as an administrator
// would set it up: a service organisation with one engineer (an expert signing in as a user), an
// enterprise that engineer is responsible for, with one staff account, its service list and a risk
// type. Each scenario passes its own names, so scenarios sharing one server do not collide.
import type { Page } from 'playwright-core';
import { formatDate } from '../../src/shared/date-format';
import { creditCodeCheckChar } from '../../src/shared/validation/check-digits';
import { PNG } from './cycle-actions';
import { url } from './support';

export const YEAR = formatDate().slice(0, 4);
export const inDays = (days: number) => formatDate(Date.now() + days * 86_400_000);
const creditCode = (first17: string) => first17 + creditCodeCheckChar(first17);

type Reply = { success: boolean; message: string; result: Record<string, unknown> };

export interface ServiceFixture {
  orgName: string;
  /** The first 17 characters of the credit codes; the check character is computed. */
  orgCredit17: string;
  enterpriseName: string;
  enterpriseCredit17: string;
  engineer: { name: string; mobile: string; username: string };
  /** The enterprise's principal; with a username, the account they sign in with (one enterprise each). */
  owner: { name: string; mobile: string; username?: string };
  riskType: { code: string; name: string };
  /** Where the enterprise is (the check-in geofence measures from it); none by default. */
  site?: { longitude: number; latitude: number };
}

export interface ServiceRecords {
  enterpriseId: string;
  expertId: string;
  riskTypeId: string;
}

/** The session a signed-in page stored (the same token the client sends). */
export const storedToken = (page: Page) =>
  page.evaluate<string>("JSON.parse(localStorage.getItem('pro__Access-Token') || '{}').value || ''");

/** The API as the holder of `token`: POST or PUT a JSON body or GET, failing on an unsuccessful Result. */
export function apiAs(token: string) {
  const answer = async (path: string, response: Response) => {
    const reply = (await response.json()) as Reply;
    if (!reply.success) throw new Error(`${path}: ${reply.message}`);
    return reply.result;
  };
  const headers = { 'X-Access-Token': token };
  return {
    post: async (path: string, body: unknown) =>
      answer(
        path,
        await fetch(url(`/api${path}`), {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        }),
      ),
    put: async (path: string, body: unknown) =>
      answer(
        path,
        await fetch(url(`/api${path}`), {
          method: 'PUT',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        }),
      ),
    get: async (path: string) => answer(path, await fetch(url(`/api${path}`), { headers })),
    /** Uploads a small PNG and answers its stored path. */
    photo: async (name: string) => {
      const form = new FormData();
      form.append('biz', 'jeecg');
      form.append('file', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), name);
      const response = await fetch(url('/api/sys/common/upload'), { method: 'POST', headers, body: form });
      const reply = (await response.json()) as Reply;
      if (!reply.success) throw new Error(`upload ${name}: ${reply.message}`);
      return reply.message;
    },
  };
}

export async function prepareServiceData(token: string, fixture: ServiceFixture): Promise<ServiceRecords> {
  const api = apiAs(token);
  const org = await api.post('/nanli/serviceOrg/add', {
    orgName: fixture.orgName,
    creditCode: creditCode(fixture.orgCredit17),
    orgType: '2',
    contactName: '孙七',
    contactPhone: '13700000001',
    status: '1',
    expertList: [
      {
        name: fixture.engineer.name,
        sex: '1',
        mobile: fixture.engineer.mobile,
        expertType: '1',
        majors: '01',
        workStatus: '1',
        userName: fixture.engineer.username,
      },
    ],
  });
  const experts = (await api.get(
    `/nanli/serviceOrg/queryExpertByMainId?id=${String(org.id)}`,
  )) as unknown as { id: string }[];
  const expertId = experts[0]!.id;
  const enterprise = await api.post('/nanli/enterprise/add', {
    enterpriseName: fixture.enterpriseName,
    creditCode: creditCode(fixture.enterpriseCredit17),
    districtCode: '450103',
    highRiskSector: '03',
    industryCode: 'C',
    enterpriseScale: '3',
    legalPerson: '韦建国',
    principalName: fixture.owner.name,
    principalPhone: fixture.owner.mobile,
    contactName: '黄小燕',
    contactPhone: '13977114455',
    address: '南宁市青秀区民族大道100号',
    ...(fixture.site ?? {}),
    employeeCount: 86,
    status: '1',
    responsibleExpertId: expertId,
    enterpriseStaffList: [
      {
        name: fixture.owner.name,
        sex: '1',
        mobile: fixture.owner.mobile,
        staffType: '1',
        isSpecialOperator: 'N',
        status: '1',
        ...(fixture.owner.username ? { userName: fixture.owner.username } : {}),
      },
    ],
  });
  await api.post('/nanli/enterpriseService/add', {
    enterpriseId: enterprise.id,
    policyYear: Number(YEAR),
    serviceItems: '04',
    plannedTimes: 4,
    status: '1',
  });
  const riskType = await api.post('/nanli/riskType/add', {
    ...fixture.riskType,
    hazardCategory: '2',
    status: '1',
  });
  return { enterpriseId: String(enterprise.id), expertId, riskTypeId: String(riskType.id) };
}
