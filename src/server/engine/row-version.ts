// A row's version: its update time, else its creation time (both GMT+8 text, so they order as
// times). Jobs that follow changes across every tenant (the data push) page by it; entities they
// follow get an index on exactly this expression (registry: IndexSpec method 'version'), which a
// database uses only where a query repeats the expression as it is: so this one function builds both.
import { sql } from 'kysely';

export const rowVersion = () => sql<string>`coalesce(${sql.ref('update_time')}, ${sql.ref('create_time')})`;
