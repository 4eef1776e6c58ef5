// Figures are shared by users whose scope keys are equal (figure cache): the key must tell apart users
// who count the same rows but may read different fields, since a figure's filter on a field its user
// may not read is left out and would count otherwise.
import { describe, expect, it } from 'vitest';
import type { Engine } from '../../../src/server/engine';
import type { EntityAccess } from '../../../src/server/engine/access';
import { allOf } from '../../../src/server/engine/sql-conditions';
import { scopeKey } from '../../../src/server/modules/dashboards/kpi-scope';
import type { KpiScope } from '../../../src/server/modules/dashboards/kpi-scope';
import { compiler, fullAccess } from './support';

const engine = { deps: { db: compiler('sqlite') } } as unknown as Engine;
const scopeOf = (access: EntityAccess) => ({ entity: access.entity, access, where: allOf([]) }) as KpiScope;

describe('the scope key of figures', () => {
  it('is equal for the same rows and fields, and differs when a field is not readable', () => {
    const full = fullAccess('enterprise');
    const withoutRevenue: EntityAccess = {
      ...full,
      readable: new Map([...full.readable].filter(([key]) => key !== 'annualRevenue')),
    };
    expect(scopeKey(engine, scopeOf(full))).toBe(scopeKey(engine, scopeOf(fullAccess('enterprise'))));
    expect(scopeKey(engine, scopeOf(withoutRevenue))).not.toBe(scopeKey(engine, scopeOf(full)));
    expect(scopeKey(engine, null)).toBe('-');
  });
});
