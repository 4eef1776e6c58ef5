// The system demo's accounts see data of their own: an engineer account is the login of an expert
// who looks after enterprises and leads their tasks; the enterprise account is staff of the first
// enterprise, which that engineer looks after. Without the accounts in the database nothing is
// tied by id, but the usernames still are (the data rules read them).
import { describe, expect, it } from 'vitest';
import { ENGINEER_ACCOUNTS, ENTERPRISE_ACCOUNTS } from '../../../src/server/demo/operators';
import { generateSample, SAMPLE_ACCOUNTS } from './support/sample';

const sample = generateSample({ enterprises: 300 });
const experts = sample.orgs.flatMap((o) => o.experts);

describe('demo accounts in the business demo', () => {
  it('engineer accounts are the login of the first expert of their organisation', () => {
    expect(ENGINEER_ACCOUNTS.length).toBeGreaterThan(0);
    for (const user of ENGINEER_ACCOUNTS) {
      expect(user.role).toBe('expert');
      const expert = sample.orgs[user.expertOfOrg!]!.experts[0]!;
      expect(expert).toMatchObject({
        userName: user.username,
        name: user.realname,
        mobile: user.phone,
        expertType: '1',
        workStatus: '1',
      });
    }
    expect(experts.filter((x) => x.userName !== null)).toHaveLength(ENGINEER_ACCOUNTS.length);
  });

  it('an engineer account looks after enterprises and leads their tasks, and signs its steps', () => {
    const user = ENGINEER_ACCOUNTS.find((u) => u.expertOfOrg === 0)!;
    const expert = experts.find((x) => x.userName === user.username)!;
    const mine = sample.bundles.filter((b) => b.enterprise.responsibleExpertId === expert.id);
    expect(mine.length).toBeGreaterThan(0);
    const led = sample.bundles.flatMap((b) => b.tasks).filter((t) => t.leaderExpertId === expert.id);
    expect(led.length).toBeGreaterThan(0);
    const account = SAMPLE_ACCOUNTS.get(user.username)!;
    const steps = sample.bundles.flatMap((b) => b.flowSteps).filter((s) => s.operator.id === account.id);
    expect(steps.length).toBeGreaterThan(0);
    expect(steps.every((s) => s.operator.username === user.username && s.operator.role === 'expert')).toBe(
      true,
    );
    const reviewed = sample.bundles.flatMap((b) => b.hazards).filter((h) => h.reviewerId === account.id);
    expect(reviewed.every((h) => h.reviewerName === user.realname)).toBe(true);
  });

  it('the enterprise account is the contact of its enterprise, looked after by a demo engineer', () => {
    const [user] = ENTERPRISE_ACCOUNTS;
    expect(user!.role).toBe('enterprise');
    const bundle = sample.bundles[user!.staffOfEnterprise!]!;
    const account = SAMPLE_ACCOUNTS.get(user!.username)!;
    const staff = bundle.staff.filter((s) => s.userName !== null);
    expect(staff).toEqual([
      expect.objectContaining({
        userName: user!.username,
        userId: account.id,
        name: user!.realname,
        staffType: '5',
      }),
    ]);
    expect(bundle.enterprise).toMatchObject({
      contactName: user!.realname,
      contactPhone: user!.phone,
      insureStatus: '1',
    });
    const engineer = experts.find((x) => x.id === bundle.enterprise.responsibleExpertId)!;
    expect(ENGINEER_ACCOUNTS.map((u) => u.username)).toContain(engineer.userName);
    // Its rectifications are submitted by the account.
    const rectified = bundle.hazards.filter((h) => h.rectifierName !== null);
    expect(rectified.length).toBeGreaterThan(0);
    expect(rectified.every((h) => h.rectifierId === account.id)).toBe(true);
  });

  it('the enterprise account’s enterprise has drills, trainings and an inspection; the engineer itineraries', () => {
    const [user] = ENTERPRISE_ACCOUNTS;
    const bundle = sample.bundles[user!.staffOfEnterprise!]!;
    expect(bundle.drills.length).toBeGreaterThan(0);
    expect(bundle.trainings.length).toBeGreaterThan(0);
    expect(bundle.guideInspections.length).toBeGreaterThan(0);
    // The engineer looking after it leads its visits, and travels to them.
    const engineer = bundle.enterprise.responsibleExpertId;
    expect(bundle.itineraries.some((t) => t.expertId === engineer)).toBe(true);
    expect(bundle.drills.some((d) => d.guidingExpertId === engineer)).toBe(true);
  });

  it('without the accounts in the database, links stay by username only', () => {
    const bare = generateSample({ enterprises: 5, accounts: new Map() });
    const contact = bare.bundles[0]!.staff.find((s) => s.userName !== null)!;
    expect(contact.userId).toBeNull();
    expect(bare.bundles[0]!.hazards.every((h) => h.rectifierId === null)).toBe(true);
  });
});
