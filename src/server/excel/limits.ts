// Sizes, caps and lifetimes of the Excel module in one place.

/** Sheet layout of the contract (api-contract.md §8.7): 2 title rows, 1 header row, then data. */
export const TITLE_ROWS = 2;
export const HEADER_ROW_NUMBER = TITLE_ROWS + 1;
export const FIRST_DATA_ROW = HEADER_ROW_NUMBER + 1;

/** Above this many rows an export runs as a background job instead of a direct download. */
export const EXPORT_DIRECT_ROW_CAP = 20_000;
/** Rows one import may hold; larger files are refused before anything is saved. */
export const IMPORT_MAX_ROWS = 100_000;
/**
 * Largest upload the importer accepts; the route checks it on the multipart part. An export of
 * IMPORT_MAX_ROWS enterprises with all 40 columns is 31 MB (scripts/bench/excel-api.ts), and what the
 * product exports must import again, so the cap leaves room above that.
 */
export const IMPORT_MAX_FILE_BYTES = 64 * 1024 * 1024;
/**
 * Rows saved per saveBatch call, each batch under a savepoint of the import's one transaction: a new
 * savepoint journals the index pages it changes again, so fewer, larger batches cost less (docs/perf.md).
 */
export const IMPORT_BATCH_SIZE = 2000;
/**
 * Failure lines kept for the report. A file where every row fails would otherwise hold every
 * message of every cell in memory; past this many the report says how many were left out.
 */
export const IMPORT_MAX_LISTED_FAILURES = 20_000;

/** Export job state, export files and failed-rows files live this long. */
export const EXCEL_FILE_TTL_MS = 24 * 60 * 60 * 1000;
/**
 * A running job whose state was not refreshed for this long died with its process: six missed
 * refreshes, so a busy event loop is not mistaken for a dead one, yet a user of a shared store (Redis)
 * learns of the interruption within half a minute instead of waiting.
 */
export const EXPORT_JOB_STALE_MS = 30 * 1000;
/** A running job refreshes its state at least this often, even when its rows come slowly. */
export const EXPORT_JOB_HEARTBEAT_MS = 5 * 1000;
/** Background exports running at once in one process; further jobs wait their turn. */
export const EXPORT_JOBS_AT_ONCE = 2;
/** How often the writer reports progress (rows). */
export const EXPORT_PROGRESS_EVERY = 1_000;

/** Excel refuses cells longer than this. */
export const EXCEL_MAX_CELL_CHARS = 32_767;
/** Column width (characters) when a column gives none. */
export const DEFAULT_COLUMN_WIDTH = 16;

/** Rows the import's reader thread sends per message. */
export const IMPORT_ROWS_PER_MESSAGE = 500;
/**
 * Messages the reader thread may send ahead of the rows checked: enough to keep both threads busy,
 * few enough that a fast reader does not hold the whole file's rows twice (raw and checked).
 */
export const IMPORT_MESSAGES_AHEAD = 8;
