// Validating and inserting many rows (the Excel import), in two steps that fit a streaming reader:
// a row validator (form rules, dictionaries, writable fields only, defaults, data rules — per row,
// no query) and a batch saver (referenced rows, unique fields among the batch and in the table, tree
// parent; the good rows inserted in one transaction with their files linked, the others answered with
// their reason).
// importRows composes both for rows already in memory.
import type { StoredValue } from '../../../shared/validation/field-values';
import { tokenContext } from '../../../shared/value-tokens';
import { newId } from '../../db/ids';
import { Errors } from '../../errors';
import { IMPORT_BATCH_SIZE } from '../../excel/limits';
import type { EngineDeps, EntityAccess } from '../access';
import { assertWithinRuleConditions } from '../access';
import type { EngineDb } from '../engine-db';
import { linkSavedFiles } from './attachments';
import { newRowChecker } from './new-row-check';
import type { NewRowPlan, RowCheck } from './new-row-check';
import { newRecordValues, richTextKeysOf, skipped } from './candidates';
import type { Candidate } from './candidates';
import { dictTextsToValues } from './dict-input';
import { firstProblem } from './failures';
import { insertCandidates, mapWriteError } from './persist';
import { fillSubTables } from './sub-table-fill';
import { refreshTimeRules } from '../time-rules/refresh';
import { refreshMaintained } from '../maintained-values';
import { checkReferences } from './references';
import { fillReferencedDefaults } from './referenced-defaults';
import { checkTreeParent, refreshHasChild } from './tree';
import { checkUniques, claimUniqueValues } from './uniques';

/** Stored values of a valid row, by field key (defaults included). */
export type ImportValues = Record<string, StoredValue>;

export type { RowCheck };

export interface ImportRow {
  /** The caller's name for the row (the sheet's row number, an index). */
  rowNumber: number;
  values: ImportValues;
}

/** A row the batch saver refused: the field at fault (when one is) and the message. */
export interface SaveFailure {
  rowNumber: number;
  message: string;
  field?: string;
}

/**
 * What checking a raw row as a new record needs, as data (it crosses to the import's reader thread);
 * loads the dictionaries once.
 */
export async function newRowPlan(deps: EngineDeps, access: EntityAccess): Promise<NewRowPlan> {
  const dictionaries = await deps.dictionaries.all();
  // One time for every row of the import ($now, $today defaults), as for one record.
  const tokens = tokenContext(access.principal.user);
  const skip = skipped(access, {});
  const dictValues: Record<string, string[]> = {};
  for (const field of access.entity.fields) {
    const dict = field.definition.dict;
    if (dict && 'code' in dict)
      dictValues[dict.code] = (dictionaries[dict.code] ?? []).map((item) => item.value);
  }
  return {
    definition: access.entity.definition,
    skip: [...skip],
    fixed: newRecordValues(access.entity, skip, tokens),
    richText: richTextKeysOf(access.entity),
    dictValues,
    restrictions: access.restrictions.map((r) => ({ key: r.field.key, allowed: [...r.allowed] })),
    tokens,
  };
}

/** A validator of raw rows (keyed by field key) with the rules of add. */
export async function createRowValidator(
  deps: EngineDeps,
  access: EntityAccess,
): Promise<(input: Readonly<Record<string, unknown>>) => RowCheck> {
  return newRowChecker(await newRowPlan(deps, access));
}

const candidateOf = (row: ImportRow): Candidate => {
  const id = newId();
  return {
    index: row.rowNumber,
    id,
    isNew: true,
    values: row.values,
    merged: { ...row.values, id },
    errors: {},
  };
};

const isGood = (candidate: Candidate) => Object.keys(candidate.errors).length === 0;

/**
 * What the batches of one import learnt about the table: whether the last one met unique values
 * stored rows hold (a file imported again), so the next asks the table before inserting.
 */
export interface ConflictMemory {
  expected: boolean;
}

/**
 * Inside a transaction: checks new candidates against the database (referenced rows, unique fields,
 * tree parent) and inserts those that pass, with their declared sub-table rows filled, their files
 * linked and their time rules evaluated; the others keep their errors.
 */
export async function insertNewCandidates(
  deps: Pick<EngineDeps, 'db' | 'dialect' | 'registry' | 'hooks' | 'counterDb'>,
  trx: EngineDb,
  access: EntityAccess,
  list: Candidate[],
  conflicts: ConflictMemory = { expected: false },
): Promise<Candidate[]> {
  await checkReferences(deps, trx, access, list);
  // Unique values held by stored rows are found by the insert itself, which leaves those rows out:
  // asking the table first cost PostgreSQL 0.6–0.9 s of a 100k import of new rows. Once a batch met
  // such values, the next asks first: inserting rows only to leave them out cost more (docs/perf.md).
  claimUniqueValues(access, list);
  if (conflicts.expected) {
    const open = list.filter(isGood);
    await checkUniques(trx, access, open);
    conflicts.expected = open.some((candidate) => !isGood(candidate));
  }
  for (const candidate of list) await checkTreeParent(trx, access, candidate);
  let good = list.filter(isGood);
  await fillReferencedDefaults(deps.registry, trx, access, good);
  const inserted = await insertCandidates(trx, access, good, deps.counterDb, true);
  if (inserted < good.length) {
    // The rows left out: the table holds their values under other ids; the check names the field.
    await checkUniques(trx, access, good);
    good = good.filter(isGood);
    // A unique index of the table without a rule (a system table's own): the batch is undone and
    // written again row by row (saveRowsWith), where such a row gets the general duplicate message.
    if (good.length !== inserted) throw Errors.duplicateKey();
    conflicts.expected = true;
  }
  // The menu data rules are SQL conditions: judged on the written rows; one outside refuses the import.
  await assertWithinRuleConditions(
    trx,
    access,
    good.map((c) => c.id),
  );
  await fillSubTables(deps.registry, trx, access, good);
  await linkSavedFiles(trx, [{ access, candidates: good }]);
  await refreshTimeRules(
    trx,
    access.entity,
    good.map((c) => c.id),
  );
  await refreshMaintained(
    deps,
    trx,
    access.entity,
    good.map((c) => c.merged),
  );
  const tree = access.entity.tree;
  if (tree)
    await refreshHasChild(
      trx,
      access,
      good.map((c) => c.merged[tree.parent.key]),
    );
  return good;
}

/** Saves validated rows; answers the rows it refused. Never leaves a batch half-written. */
export async function saveRows(
  deps: EngineDeps,
  access: EntityAccess,
  rows: readonly ImportRow[],
): Promise<SaveFailure[]> {
  const failures = await saveRowsWith(
    (list) => deps.db.transaction().execute((trx) => insertNewCandidates(deps, trx, access, list)),
    deps,
    access,
    rows,
  );
  if (failures.length < rows.length) deps.written(access.entity.name);
  return failures;
}

/**
 * The rows saved by `write` (which inserts the candidates that pass, all or none of them);
 * answers the rows refused. When `write` fails on a unique value another writer took meanwhile,
 * the rows are written again one by one, so only that row fails.
 */
export async function saveRowsWith(
  write: (list: Candidate[]) => Promise<unknown>,
  deps: Pick<EngineDeps, 'registry'>,
  access: EntityAccess,
  rows: readonly ImportRow[],
): Promise<SaveFailure[]> {
  const candidates = rows.map(candidateOf);
  const failures: SaveFailure[] = [];
  const failuresOf = (candidate: Candidate) =>
    access.entity.fields
      .filter((f) => candidate.errors[f.key] !== undefined)
      .map((f) => ({ rowNumber: candidate.index, field: f.key, message: candidate.errors[f.key]! }));
  try {
    await write(candidates);
    failures.push(...candidates.flatMap(failuresOf));
  } catch (error) {
    if (!mapWriteError(error, deps.registry, access.entity)) throw error;
    for (const row of rows) {
      const candidate = candidateOf(row);
      try {
        await write([candidate]);
        failures.push(...failuresOf(candidate));
      } catch (rowError) {
        const mapped = mapWriteError(rowError, deps.registry, access.entity);
        if (!mapped) throw rowError;
        const field = Object.keys(
          (mapped.result as { fields?: Record<string, string> } | null)?.fields ?? {},
        )[0];
        failures.push({ rowNumber: row.rowNumber, message: mapped.message, ...(field ? { field } : {}) });
      }
    }
  }
  return failures;
}

export interface ImportOptions {
  /** Dictionary fields may hold texts ('男', a referenced row's name); they become values first. */
  dictTexts?: boolean;
  batchSize?: number;
}

export interface ImportRowFailure {
  /** Index of the row in the input. */
  index: number;
  /** The first problem, as '<label>：<message>'. */
  message: string;
  fields: Record<string, string>;
}

export interface ImportOutcome {
  inserted: number;
  failures: ImportRowFailure[];
}

/** Rows in memory (keyed by field key): validated, then saved batch by batch. */
export async function importRows(
  deps: EngineDeps,
  access: EntityAccess,
  rows: readonly Readonly<Record<string, unknown>>[],
  options: ImportOptions = {},
): Promise<ImportOutcome> {
  const outcome: ImportOutcome = { inserted: 0, failures: [] };
  const validate = await createRowValidator(deps, access);
  const batchSize = Math.max(1, options.batchSize ?? IMPORT_BATCH_SIZE);
  const fail = (index: number, fields: Record<string, string>, message?: string) => {
    const first = firstProblem(access.entity, { errors: fields } as Candidate);
    outcome.failures.push({ index, fields, message: message ?? first ?? Object.values(fields)[0] ?? '' });
  };
  for (let offset = 0; offset < rows.length; offset += batchSize) {
    let batch: readonly Readonly<Record<string, unknown>>[] = rows.slice(offset, offset + batchSize);
    if (options.dictTexts) batch = await dictTextsToValues(deps, access, batch);
    const valid: ImportRow[] = [];
    batch.forEach((row, i) => {
      const check = validate(row);
      if ('errors' in check) fail(offset + i, check.errors);
      else valid.push({ rowNumber: offset + i, values: check.values });
    });
    const refused = new Map<number, Record<string, string>>();
    const messages = new Map<number, string>();
    for (const failure of await saveRows(deps, access, valid)) {
      const fields = refused.get(failure.rowNumber) ?? {};
      if (failure.field) fields[failure.field] = failure.message;
      else messages.set(failure.rowNumber, failure.message);
      refused.set(failure.rowNumber, fields);
    }
    for (const [index, fields] of refused) fail(index, fields, messages.get(index));
    outcome.inserted += valid.length - refused.size;
  }
  outcome.failures.sort((a, b) => a.index - b.index);
  return outcome;
}
