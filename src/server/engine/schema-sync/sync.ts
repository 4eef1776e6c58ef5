// Schema sync at start (after the system migrations, before the seed): creates missing entity tables,
// columns and indexes on SQLite and PostgreSQL in one transaction, and refuses to start — changing
// nothing — when the schemas ask for a destructive change or a unique index the data would violate.
import { sql } from 'kysely';
import type { ColumnDefinitionBuilder } from 'kysely';
import { OVERDUE_FLAG } from '../../../shared/time-rules';
import type { Dialect } from '../../db/database';
import type { EngineDb, EngineTrx } from '../engine-db';
import type { ResolvedEntity, ResolvedField } from '../registry';
import { renderSqlType } from '../sql-types';
import { GRAMS_FUNCTION } from '../naming';
import { rowVersion } from '../row-version';
import { ensureGramsFunction, trigramSupport } from './contains-support';
import { introspectTables } from './introspect';
import { MIGRATIONS_DIR, planSync, tableColumns } from './plan';
import type { SyncStep } from './plan';

export class SchemaSyncError extends Error {
  constructor(readonly problems: string[]) {
    super(`Schema sync refused to change the database:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'SchemaSyncError';
  }
}

const SYNC_LOCK_KEY = 482_019_002;

export interface SyncOutcome {
  steps: SyncStep['kind'][];
  /** What the database could not do and the server does without (for the log). */
  warnings: string[];
}

export async function syncSchema(
  db: EngineDb,
  dialect: Dialect,
  entities: readonly ResolvedEntity[],
): Promise<SyncOutcome> {
  const { steps, warnings } = await db.transaction().execute(async (trx) => {
    // Instances starting together on one PostgreSQL sync one after the other.
    if (dialect === 'postgres') await sql`select pg_advisory_xact_lock(${SYNC_LOCK_KEY})`.execute(trx);
    const existing = await introspectTables(
      trx,
      dialect,
      entities.map((e) => e.table),
    );
    const warnings: string[] = [];
    const trigramsWanted = entities.some((entity) => entity.indexes.some((i) => i.method === 'trigram'));
    const trigrams = trigramsWanted ? await trigramSupport(trx, dialect, warnings) : null;
    const plan = planSync(entities, existing, { trigrams: trigrams !== null, grams: dialect === 'postgres' });
    const problems = [...plan.problems];
    for (const step of plan.steps) {
      if (step.kind === 'createIndex' && step.index.unique && step.existingData) {
        const duplicate = await findDuplicate(trx, step.entity.table, step.index.columns);
        if (duplicate) problems.push(describeDuplicate(step.entity, step.index.rule?.fields, duplicate));
      }
    }
    if (problems.length > 0) throw new SchemaSyncError(problems);
    if (plan.steps.some((step) => step.kind === 'addGramsColumn')) await ensureGramsFunction(trx);
    for (const step of plan.steps) await applyStep(trx, dialect, step, trigrams);
    // A new index on rows already there has no statistics yet; SQLite then took it for selective
    // and sorted 200k rows for every list page. Fresh statistics for those tables avoid that.
    const indexedTables = new Set(
      plan.steps.flatMap((s) => (s.kind === 'createIndex' && s.existingData ? [s.entity.table] : [])),
    );
    for (const table of indexedTables) await sql`analyze ${sql.table(table)}`.execute(trx);
    return { steps: plan.steps, warnings };
  });
  // A grams column added to a table with rows rewrote it, and PostgreSQL's visibility map starts
  // empty again: list pages that read an index alone (list-query.ts) then visited every row (page
  // 20,000 of a million enterprises: 25 ms -> 600 ms) until a vacuum, which a rewrite does not
  // prompt autovacuum to run. VACUUM runs outside a transaction.
  const created = new Set(steps.flatMap((s) => (s.kind === 'createTable' ? [s.entity.table] : [])));
  const rewritten = new Set(
    steps.flatMap((s) =>
      s.kind === 'addGramsColumn' && !created.has(s.entity.table) ? [s.entity.table] : [],
    ),
  );
  for (const table of rewritten) await sql`vacuum ${sql.table(table)}`.execute(db);
  return { steps: steps.map((s) => s.kind), warnings };
}

const columnType = (field: ResolvedField) => sql.raw(renderSqlType(field.sqlType));

/**
 * Columns with a database default: the tenant (0), and a time rule's flag ('0', not overdue) — so a
 * flag added to a table of many rows costs no update (both engines add such a column in place), and
 * rows written around the engine have one too.
 */
function withDefault(entity: ResolvedEntity, field: ResolvedField, column: ColumnDefinitionBuilder) {
  if (field.key === 'tenantId') return column.notNull().defaultTo(0);
  if (entity.timeRules.some((rule) => rule.flag === field)) return column.defaultTo(OVERDUE_FLAG.onTime);
  return column;
}

async function applyStep(
  trx: EngineTrx,
  dialect: Dialect,
  step: SyncStep,
  extensionSchema: string | null,
): Promise<void> {
  const { entity } = step;
  switch (step.kind) {
    case 'createTable': {
      let builder = trx.schema.createTable(entity.table);
      for (const field of tableColumns(entity)) {
        builder = builder.addColumn(field.column, columnType(field), (c) =>
          field.key === 'id' ? c.primaryKey() : withDefault(entity, field, c),
        );
      }
      await builder.execute();
      return;
    }
    case 'addColumn':
      await trx.schema
        .alterTable(entity.table)
        .addColumn(step.field.column, columnType(step.field), (c) => withDefault(entity, step.field, c))
        .execute();
      return;
    case 'widenColumn':
      if (dialect === 'postgres') {
        await trx.schema
          .alterTable(entity.table)
          .alterColumn(step.field.column, (c) => c.setDataType(columnType(step.field)))
          .execute();
      }
      return;
    case 'addGramsColumn':
      // Names from the registry (schemas), never from a request.
      await sql`alter table ${sql.table(entity.table)} add column ${sql.id(step.field.gramsColumn!)} tsvector
        generated always as (${sql.id(GRAMS_FUNCTION)}(${sql.ref(step.field.column)})) stored`.execute(trx);
      return;
    case 'dropGramsColumn':
      await trx.schema.alterTable(entity.table).dropColumn(step.column).execute();
      return;
    case 'createIndex': {
      if (step.index.method === 'trigram') {
        // Names from the registry (schemas) and the catalog, never from a request. Planned only
        // when trigramSupport found the extension's schema.
        const [column] = step.index.columns;
        await sql`create index ${sql.id(step.index.name)} on ${sql.table(entity.table)}
          using gin (${sql.ref(column!)} ${sql.id(extensionSchema!, 'gin_trgm_ops')})`.execute(trx);
        return;
      }
      if (step.index.method === 'grams') {
        const [column] = step.index.columns;
        await sql`create index ${sql.id(step.index.name)} on ${sql.table(entity.table)}
          using gin (${sql.ref(column!)})`.execute(trx);
        return;
      }
      if (step.index.method === 'version') {
        await sql`create index ${sql.id(step.index.name)} on ${sql.table(entity.table)}
          ((${rowVersion()}), ${sql.ref('id')})`.execute(trx);
        return;
      }
      const builder = trx.schema.createIndex(step.index.name).on(entity.table).columns(step.index.columns);
      await (step.index.unique ? builder.unique() : builder).execute();
      return;
    }
    case 'dropIndex':
      // If it exists: a grams column dropped before took its index along.
      await trx.schema.dropIndex(step.name).ifExists().execute();
      return;
  }
}

async function findDuplicate(
  trx: EngineTrx,
  table: string,
  columns: string[],
): Promise<{ values: unknown[]; count: number } | null> {
  const refs = columns.map((c) => sql.ref(c));
  const result = await sql<Record<string, unknown>>`
    select ${sql.join(refs)}, count(*) as n from ${sql.table(table)}
    where ${sql.join(
      refs.map((r) => sql`${r} is not null`),
      sql` and `,
    )}
    group by ${sql.join(refs)} having count(*) > 1 limit 1`.execute(trx);
  const row = result.rows[0];
  return row ? { values: columns.map((c) => row[c]), count: Number(row.n) } : null;
}

function describeDuplicate(
  entity: ResolvedEntity,
  fields: ResolvedField[] | undefined,
  duplicate: { values: unknown[]; count: number },
): string {
  const field = fields?.[fields.length - 1];
  const columns = (fields ?? []).map((f) => `${entity.table}.${f.column}`).join(', ');
  return (
    `entity "${entity.name}" field "${field?.key ?? '?'}": cannot create the unique index on ${columns}: ` +
    `the value ${JSON.stringify(duplicate.values)} occurs ${duplicate.count} times. Write a migration in ` +
    `${MIGRATIONS_DIR} that removes the duplicates first, or drop the uniqueness from the schema.`
  );
}
