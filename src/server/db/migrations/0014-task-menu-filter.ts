// The 排查任务 menu opened the task list filtered by taskType=investigation, which is not a value of
// nl_task_type (隐患排查 is '1'), so the list was always empty. schemas/menus.json now says '1' (and
// the definition checks refuse such a filter); menus are seeded only where missing, so an installed
// one is corrected here, unless an administrator has changed its address since.
import { sql } from 'kysely';
import type { Kysely } from 'kysely';

const BROKEN = '/nanlitask/nanlitasklist?taskType=investigation';
const FIXED = '/nanlitask/nanlitasklist?taskType=1';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`update sys_permission set url = ${FIXED} where url = ${BROKEN}`.execute(db);
}
