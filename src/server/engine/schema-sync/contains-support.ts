// What PostgreSQL needs for the indexes of contains searches (query.containsIndex): pg_trgm for the
// trigram index of three characters and more, and this installation's function that makes the grams
// of its grams columns (one and two characters). SQLite has neither: its searches read the table.
import { sql } from 'kysely';
import type { Dialect } from '../../db/database';
import { inSavepoint } from '../../db/savepoint';
import type { EngineTrx } from '../engine-db';
import { GRAMS_FUNCTION } from '../naming';

export const SYNC_WARNINGS = {
  noTrigrams: (reason: string) =>
    `PostgreSQL cannot make trigram indexes (${reason}): contains searches of three characters or more ` +
    "on the fields with query.containsIndex read their tables. Install PostgreSQL's contrib package " +
    '(pg_trgm) or run "create extension pg_trgm" as a superuser; the next start makes the indexes.',
} as const;

const TRIGRAM_EXTENSION = 'pg_trgm';
/**
 * Where the extension goes when schema sync creates it: a schema no instance's own (pgSchema) is, so
 * dropping an installation's schema never takes the extension, and with it the indexes of others.
 */
const TRIGRAM_HOME = 'public';

/** The schema holding pg_trgm, if it is installed. */
async function trigramSchema(trx: EngineTrx): Promise<string | null> {
  const found = await sql<{ schema: string }>`select n.nspname as schema from pg_extension e
    join pg_namespace n on n.oid = e.extnamespace where e.extname = ${TRIGRAM_EXTENSION}`.execute(trx);
  return found.rows[0]?.schema ?? null;
}

/**
 * The schema of pg_trgm's operator classes, when trigram indexes can be made: PostgreSQL with the
 * extension installed, or available and created now (a trusted extension: the database owner may;
 * under a savepoint, so a refusal changes nothing). Null, with a warning, otherwise.
 */
export async function trigramSupport(
  trx: EngineTrx,
  dialect: Dialect,
  warnings: string[],
): Promise<string | null> {
  if (dialect !== 'postgres') return null;
  const installed = await trigramSchema(trx);
  if (installed) return installed;
  try {
    await inSavepoint(trx, () =>
      sql`create extension if not exists ${sql.id(TRIGRAM_EXTENSION)} schema ${sql.id(TRIGRAM_HOME)}`.execute(
        trx,
      ),
    );
    return await trigramSchema(trx);
  } catch (error) {
    warnings.push(SYNC_WARNINGS.noTrigrams((error as Error).message));
    return null;
  }
}

/**
 * A text's grams, lower-cased, as the lexemes of a tsvector: every pair of neighbouring characters,
 * and the last character alone. A text holds two characters when they are one of its lexemes, and one
 * character when a lexeme starts with it (a prefix match, which the tsvector GIN index serves and the
 * array one does not; characters as lexemes of their own cost inserts 2.5 times more, docs/perf.md).
 * Immutable, so PostgreSQL computes a generated column with it. Its body is fixed: stored grams were
 * made by it, so another body needs another name (and another column suffix).
 */
const GRAMS_FUNCTION_BODY = sql`(t text) returns tsvector language plpgsql immutable strict parallel safe as $$
declare
  l text := lower(t);
  n int := char_length(l);
  grams text[] := array_fill(''::text, array[n]);
begin
  for i in 1 .. n - 1 loop
    grams[i] := substr(l, i, 2);
  end loop;
  if n > 0 then
    grams[n] := substr(l, n, 1);
  end if;
  return array_to_tsvector(grams);
end $$`;

/**
 * Creates the grams function in the installation's schema unless it is there: the schema's owner
 * may, so unlike pg_trgm it needs no right an installation lacks.
 */
export async function ensureGramsFunction(trx: EngineTrx): Promise<void> {
  const found = await sql`select 1 from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where p.proname = ${GRAMS_FUNCTION} and n.nspname = current_schema()`.execute(trx);
  if (found.rows.length === 0)
    await sql`create function ${sql.id(GRAMS_FUNCTION)}${GRAMS_FUNCTION_BODY}`.execute(trx);
}
