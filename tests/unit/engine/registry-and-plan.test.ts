import { describe, expect, it } from 'vitest';
import { BUSINESS_HOOKS } from '../../../src/server/business';
import { checkDataRuleHooks } from '../../../src/server/engine/data-rules';
import type { ExistingTable } from '../../../src/server/engine/schema-sync/introspect';
import { planSync, tableColumns } from '../../../src/server/engine/schema-sync/plan';
import type { SyncStep } from '../../../src/server/engine/schema-sync/plan';
import { parseSqlType, renderSqlType } from '../../../src/server/engine/sql-types';
import { registry } from './support';

describe('the entity registry', () => {
  it('resolves columns, system columns, sub-tables and unique rules', () => {
    const enterprise = registry.get('enterprise')!;
    expect(
      tableColumns(enterprise)
        .slice(0, 8)
        .map((f) => f.column),
    ).toEqual([
      'id',
      'create_by',
      'create_time',
      'update_by',
      'update_time',
      'sys_org_code',
      'tenant_id',
      'enterprise_name',
    ]);
    expect(enterprise.subTables.map((s) => [s.listKey, s.foreignKey.column, s.sortField?.key])).toEqual([
      ['enterpriseStaffList', 'enterprise_id', 'orderNum'],
      ['policyList', 'enterprise_id', undefined],
    ]);
    expect(enterprise.uniqueRules.map((r) => [r.fields.map((f) => f.key), r.tenant, r.message])).toEqual([
      [['enterpriseName'], true, '该企业名称已存在'],
      [['creditCode'], true, '该统一社会信用代码已存在'],
    ]);
    const staff = registry.get('enterpriseStaff')!;
    expect(staff.uniqueRules.map((r) => [r.fields.map((f) => f.key), r.tenant])).toEqual([
      [['enterpriseId', 'idCardNo'], false],
      [['userName'], true],
    ]);
    expect(registry.get('serviceOrg')!.systemFields.map((f) => f.key)).not.toContain('tenantId');
  });

  it('allowlists exactly the table dictionaries the fields declare', () => {
    expect([...registry.tableDictionaries.keys()].sort()).toEqual([
      'nanli_deep_service,dispatch_no,id',
      'nanli_enterprise,enterprise_name,id',
      'nanli_expert,name,id',
      'nanli_expert_itinerary,to_address,id',
      'nanli_guide_inspection,inspection_no,id',
      'nanli_investigation,investigation_no,id',
      'nanli_rectify_suggestion,hazard_desc_template,id',
      'nanli_report_template,template_name,id',
      'nanli_risk_type,name,id',
      'nanli_service_org,org_name,id',
      'nanli_task,task_name,id',
      'sys_category,name,id',
    ]);
  });

  it('keeps no plain index whose columns begin a longer index, and every unique one', () => {
    const columnsOf = (name: string) =>
      registry
        .get(name)!
        .indexes.filter((i) => !i.method)
        .map((i) => i.columns.join(','));
    const enterprise = columnsOf('enterprise');
    expect(enterprise).toContain('district_code,high_risk_sector');
    expect(enterprise).not.toContain('district_code');
    // Unique indexes put the tenant last: a value is found across tenants (the public company check
    // by credit code), and the plain index on the name begins the unique one, so it is left out.
    expect(enterprise).toContain('enterprise_name,tenant_id');
    expect(enterprise).toContain('credit_code,tenant_id');
    expect(enterprise).not.toContain('enterprise_name');
    for (const entity of registry.entities) {
      for (const index of entity.indexes.filter((i) => !i.unique && !i.method)) {
        const longer = entity.indexes.filter(
          (other) =>
            other !== index &&
            !other.method &&
            other.columns.length >= index.columns.length &&
            index.columns.every((column, i) => other.columns[i] === column),
        );
        expect(longer.map((other) => `${entity.name}: ${index.name} begins ${other.name}`)).toEqual([]);
      }
    }
  });

  it('gives a contains search with containsIndex a trigram index, a grams column and its index beside the b-trees', () => {
    const enterprise = registry.get('enterprise')!;
    expect(enterprise.field('enterpriseName')!.gramsColumn).toBe('enterprise_name__grams');
    expect(enterprise.indexes.filter((i) => i.method && i.method !== 'version')).toEqual([
      {
        name: 'eix_nanli_enterprise__enterprise_name__trgm',
        columns: ['enterprise_name'],
        unique: false,
        method: 'trigram',
      },
      {
        name: 'eix_nanli_enterprise__enterprise_name__grams',
        columns: ['enterprise_name__grams'],
        unique: false,
        method: 'grams',
      },
    ]);
    // The b-tree that begins with the name (the unique one) stays as it was.
    expect(enterprise.indexes.map((i) => i.name)).toContain(
      'eux_nanli_enterprise__enterprise_name__tenant_id',
    );
  });

  it('gives an entity a job follows by its changes (dataPush) an index on the row version, and no other', () => {
    const versioned = registry.entities
      .filter((entity) => entity.indexes.some((index) => index.method === 'version'))
      .map((entity) => entity.name);
    expect(versioned.sort()).toEqual(
      registry.entities
        .filter((entity) => entity.definition.dataPush)
        .map((entity) => entity.name)
        .sort(),
    );
    expect(registry.get('hiddenDanger')!.indexes.find((index) => index.method === 'version')).toEqual({
      name: 'eix_nanli_hidden_danger__row_version__id',
      columns: ['update_time', 'create_time', 'id'],
      unique: false,
      method: 'version',
    });
  });

  it('accepts the registered data rule hooks', () => {
    expect(checkDataRuleHooks(registry, BUSINESS_HOOKS)).toEqual([]);
  });
});

describe('the sync plan', () => {
  const serviceOrg = registry.get('serviceOrg')!;
  /** The table as schema sync leaves it: every column and index of the entity. */
  const existing = (entity = serviceOrg): ExistingTable => ({
    columns: new Map(
      tableColumns(entity).map((f) => [
        f.column,
        { name: f.column, type: parseSqlType(renderSqlType(f.sqlType)) },
      ]),
    ),
    indexes: new Map(
      entity.indexes.map((i) => [i.name, { name: i.name, unique: i.unique, columns: i.columns }]),
    ),
  });

  it('creates a missing table with its indexes and finds nothing to do when all is there', () => {
    const fresh = planSync([serviceOrg], new Map());
    expect(fresh.problems).toEqual([]);
    expect(fresh.steps.map((s) => s.kind)).toEqual([
      'createTable',
      ...serviceOrg.indexes.map(() => 'createIndex'),
    ]);
    expect(planSync([serviceOrg], new Map([['nanli_service_org', existing()]]))).toEqual({
      steps: [],
      problems: [],
    });
  });

  it('adds missing columns and indexes, widens, drops its own stale indexes and leaves others alone', () => {
    const table = existing();
    table.columns.delete('address');
    table.columns.set('org_name', { name: 'org_name', type: { kind: 'varchar', length: 50 } });
    table.indexes.delete(serviceOrg.indexes[0]!.name);
    table.indexes.set('eix_nanli_service_org__old', {
      name: 'eix_nanli_service_org__old',
      unique: false,
      columns: ['address'],
    });
    table.indexes.set('handmade_index', { name: 'handmade_index', unique: false, columns: ['address'] });
    const plan = planSync([serviceOrg], new Map([['nanli_service_org', table]]));
    expect(plan.problems).toEqual([]);
    expect(
      plan.steps.map((s) => [
        s.kind,
        'field' in s ? s.field.column : 'name' in s ? s.name : s.kind === 'createIndex' ? s.index.name : '',
      ]),
    ).toEqual([
      ['widenColumn', 'org_name'],
      ['addColumn', 'address'],
      ['createIndex', serviceOrg.indexes[0]!.name],
      ['dropIndex', 'eix_nanli_service_org__old'],
    ]);
  });

  it('plans trigram indexes only where the database makes them, and never drops one for lack of it', () => {
    const enterprise = registry.get('enterprise')!;
    const trigram = 'eix_nanli_enterprise__enterprise_name__trgm';
    const created = (trigrams: boolean) =>
      planSync([enterprise], new Map(), { trigrams, grams: false }).steps.flatMap((s) =>
        s.kind === 'createIndex' ? [s.index.name] : [],
      );
    expect(created(false)).not.toContain(trigram);
    expect(created(true)).toContain(trigram);
    expect(created(true)).toHaveLength(created(false).length + 1);
    expect(planSync([enterprise], new Map([['nanli_enterprise', existing(enterprise)]])).steps).toEqual([]);
  });

  it('plans grams columns and their indexes on PostgreSQL only, and drops a grams column no field asks for', () => {
    const enterprise = registry.get('enterprise')!;
    const gramsSteps = (steps: SyncStep[]) =>
      steps.flatMap((s) =>
        s.kind === 'addGramsColumn'
          ? [`add ${s.field.gramsColumn}`]
          : s.kind === 'dropGramsColumn'
            ? [`drop ${s.column}`]
            : (s.kind === 'createIndex' && s.index.method && s.index.method !== 'version') ||
                s.kind === 'dropIndex'
              ? [`${s.kind} ${s.kind === 'dropIndex' ? s.name : s.index.name}`]
              : [],
      );
    // A new table on SQLite: no grams; on PostgreSQL: the column after the table, then its index.
    expect(gramsSteps(planSync([enterprise], new Map()).steps)).toEqual([]);
    expect(gramsSteps(planSync([enterprise], new Map(), { trigrams: false, grams: true }).steps)).toEqual([
      'add enterprise_name__grams',
      'createIndex eix_nanli_enterprise__enterprise_name__grams',
    ]);
    // A table of before the grams: the column is added, and its index is on the rows already there.
    const before = existing(enterprise);
    before.indexes.delete('eix_nanli_enterprise__enterprise_name__grams');
    const upgrade = planSync([enterprise], new Map([['nanli_enterprise', before]]), {
      trigrams: false,
      grams: true,
    }).steps;
    expect(gramsSteps(upgrade)).toEqual([
      'add enterprise_name__grams',
      'createIndex eix_nanli_enterprise__enterprise_name__grams',
    ]);
    expect(upgrade.find((s) => s.kind === 'createIndex')).toMatchObject({ existingData: true });
    // Everything there: nothing to do.
    const synced = existing(enterprise);
    synced.columns.set('enterprise_name__grams', {
      name: 'enterprise_name__grams',
      type: { kind: 'other', text: 'text[]' },
    });
    expect(
      planSync([enterprise], new Map([['nanli_enterprise', synced]]), { trigrams: false, grams: true }).steps,
    ).toEqual([]);
    // The schema no longer asks for it: the column dropped (it holds nothing of its own), its index
    // with it (the index's own step finds nothing then).
    const withoutIndex = { ...enterprise, indexes: enterprise.indexes.filter((i) => i.method !== 'grams') };
    withoutIndex.fields = enterprise.fields.map((f) => ({ ...f, gramsColumn: undefined }));
    const plan = planSync([withoutIndex], new Map([['nanli_enterprise', synced]]), {
      trigrams: false,
      grams: true,
    });
    expect(plan.problems).toEqual([]);
    expect(gramsSteps(plan.steps)).toEqual([
      'drop enterprise_name__grams',
      'dropIndex eix_nanli_enterprise__enterprise_name__grams',
    ]);
    // A table of the version that kept pairs only: the old column goes before the new one rewrites it.
    const pairsOnly = existing(enterprise);
    pairsOnly.indexes.delete('eix_nanli_enterprise__enterprise_name__grams');
    pairsOnly.indexes.set('eix_nanli_enterprise__enterprise_name__pairs', {
      name: 'eix_nanli_enterprise__enterprise_name__pairs',
      columns: ['enterprise_name__pairs'],
      unique: false,
    });
    pairsOnly.columns.set('enterprise_name__pairs', {
      name: 'enterprise_name__pairs',
      type: { kind: 'other', text: 'text[]' },
    });
    const replaced = planSync([enterprise], new Map([['nanli_enterprise', pairsOnly]]), {
      trigrams: false,
      grams: true,
    });
    expect(replaced.problems).toEqual([]);
    expect(gramsSteps(replaced.steps)).toEqual([
      'drop enterprise_name__pairs',
      'add enterprise_name__grams',
      'createIndex eix_nanli_enterprise__enterprise_name__grams',
      'dropIndex eix_nanli_enterprise__enterprise_name__pairs',
    ]);
  });

  it('names every destructive difference', () => {
    const table = existing();
    table.columns.set('org_type', { name: 'org_type', type: { kind: 'integer' } });
    table.columns.set('legacy_code', { name: 'legacy_code', type: { kind: 'varchar', length: 10 } });
    const plan = planSync([serviceOrg], new Map([['nanli_service_org', table]]));
    expect(plan.problems).toHaveLength(2);
    expect(plan.problems[0]).toMatch(
      /^entity "serviceOrg" field "orgType": column nanli_service_org\.org_type is integer in the database but the schema asks for varchar\(1\)/,
    );
    expect(plan.problems[1]).toMatch(
      /^entity "serviceOrg" field "legacyCode": column nanli_service_org\.legacy_code is in the database but no longer in the schema/,
    );
    expect(plan.problems.every((p) => p.includes('src/server/db/migrations'))).toBe(true);
  });
});
