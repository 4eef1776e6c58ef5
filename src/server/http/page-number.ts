// The page a list request asks for. A page number is a positive whole number; past the last page the
// offset `(pageNo - 1) * pageSize` would leave the integers JavaScript, SQLite and PostgreSQL share
// (pageNo=99999999999999999999 made PostgreSQL refuse a bigint and SQLite a REAL offset), so a larger
// number asks for that last page: empty like any page after the rows.

/** The highest page number a list answers at this page size. */
export const lastPageNumber = (pageSize: number): number => Math.floor(Number.MAX_SAFE_INTEGER / pageSize);

/** The page number of a query parameter: a positive whole number (else 1), at most lastPageNumber. */
export function pageNumber(value: unknown, pageSize: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? Math.min(n, lastPageNumber(pageSize)) : 1;
}
