// What an enterprise user may change by editing their own enterprise (domain §4.8: "edit own
// profile/staff", "view own policy"; assigning the engineer is the administrator's).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readAsAdmin, policyRow, startCast } from './support';
import type { Cast, Row } from './support';
import { staffRow } from '../engine/support';

const ENTERPRISE = '/nanli/enterprise';
let cast: Cast;

beforeAll(async () => {
  cast = await startCast();
});
afterAll(() => cast.close());

const policiesOf = async (id: unknown) =>
  (
    await cast.api.get<Row[]>(`${ENTERPRISE}/queryPolicyByMainId`, {
      token: cast.admin.token,
      query: { id: String(id) },
    })
  ).body.result;

describe('an enterprise user editing their own enterprise', () => {
  it('cannot add an insurance policy to it', async () => {
    const current = await readAsAdmin(cast, ENTERPRISE, cast.mine.id);
    const reply = await cast.api.post<Row>(
      `${ENTERPRISE}/edit`,
      { ...current, policyList: [policyRow()] },
      { token: cast.owner.token },
    );
    expect(await policiesOf(cast.mine.id)).toEqual([]);
    expect((await readAsAdmin(cast, ENTERPRISE, cast.mine.id)).insureStatus).toBe(current.insureStatus);
    expect(reply.body.success).toBe(true);
  });

  it('cannot reassign their responsible engineer', async () => {
    const current = await readAsAdmin(cast, ENTERPRISE, cast.mine.id);
    await cast.api.post<Row>(
      `${ENTERPRISE}/edit`,
      { ...current, responsibleExpertId: cast.otherEngineer.expertId },
      { token: cast.owner.token },
    );
    expect((await readAsAdmin(cast, ENTERPRISE, cast.mine.id)).responsibleExpertId).toBe(
      cast.engineer.expertId,
    );
  });

  it('cannot set their own risk level, planned services or status', async () => {
    const current = await readAsAdmin(cast, ENTERPRISE, cast.mine.id);
    const changed = {
      riskLevel: current.riskLevel === '4' ? '3' : '4',
      plannedServiceTimes: Number(current.plannedServiceTimes ?? 0) + 5,
      status: current.status === '1' ? '0' : '1',
    };
    await cast.api.post<Row>(`${ENTERPRISE}/edit`, { ...current, ...changed }, { token: cast.owner.token });
    const after = await readAsAdmin(cast, ENTERPRISE, cast.mine.id);
    expect([after.riskLevel, after.plannedServiceTimes, after.status]).toEqual([
      current.riskLevel,
      current.plannedServiceTimes,
      current.status,
    ]);
  });

  it('still edits their profile and staff, while the administrator assigns and insures', async () => {
    const current = await readAsAdmin(cast, ENTERPRISE, cast.mine.id);
    const own = await cast.api.post<Row>(
      `${ENTERPRISE}/edit`,
      { ...current, contactName: '新联系人', enterpriseStaffList: [staffRow({ name: '新员工' })] },
      { token: cast.owner.token },
    );
    expect(own.body.success).toBe(true);
    expect(own.body.result.contactName).toBe('新联系人');
    const admin = await cast.api.post<Row>(
      `${ENTERPRISE}/edit`,
      { ...current, responsibleExpertId: cast.otherEngineer.expertId, policyList: [policyRow()] },
      { token: cast.admin.token },
    );
    expect(admin.body.success).toBe(true);
    expect(admin.body.result.responsibleExpertId).toBe(cast.otherEngineer.expertId);
    expect(await policiesOf(cast.mine.id)).toHaveLength(1);
  });
});

describe('the enterprise form as each user gets it', () => {
  type Schema = {
    entity: {
      fields: { key: string; readonly?: boolean }[];
      subTables: { entity: string; readonly?: boolean }[];
    };
  };
  const formOf = async (token: string) => {
    const { entity } = (await cast.api.get<Schema>('/engine/entities/enterprise', { token })).body.result;
    const readonly = (key: string) => !!entity.fields.find((field) => field.key === key)?.readonly;
    return {
      assigning: ['serviceOrgId', 'responsibleExpertId', 'riskLevel', 'plannedServiceTimes', 'status'].map(
        readonly,
      ),
      contact: readonly('contactName'),
      subTables: Object.fromEntries(entity.subTables.map((sub) => [sub.entity, !!sub.readonly])),
    };
  };

  it('shows the enterprise user its assignment and policies read-only, its profile and staff editable', async () => {
    expect(await formOf(cast.owner.token)).toEqual({
      assigning: [true, true, true, true, true],
      contact: false,
      subTables: { enterpriseStaff: false, policy: true },
    });
  });

  it('leaves all of them editable for the administrator', async () => {
    expect(await formOf(cast.admin.token)).toEqual({
      assigning: [false, false, false, false, false],
      contact: false,
      subTables: { enterpriseStaff: false, policy: false },
    });
  });
});
