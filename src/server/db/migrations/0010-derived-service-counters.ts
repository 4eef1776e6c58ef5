// The enterprise service list's counters (completed services, last service, hazards total / closed /
// open) became derived values counted when read: their stored columns go, so that schema sync, which
// refuses a column no field declares, starts on an installation that had them.
import type { Kysely } from 'kysely';

type Db = Kysely<unknown>;

const TABLE = 'nanli_enterprise_service';
const RETIRED = ['done_times', 'last_service_date', 'hazard_total', 'hazard_rectified', 'hazard_unrectified'];

export async function up(db: Db): Promise<void> {
  const table = (await db.introspection.getTables()).find((t) => t.name === TABLE);
  if (!table) return; // a fresh installation: schema sync creates the table without them
  for (const column of RETIRED)
    if (table.columns.some((c) => c.name === column))
      await db.schema.alterTable(TABLE).dropColumn(column).execute();
}
