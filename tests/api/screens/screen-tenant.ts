// Opening the public screens for a tenant in tests, as an administrator does in 数据字典 (the
// dictionary public_screen_tenant), and pointing them at another tenant.
import { sql } from 'kysely';
import { expect } from 'vitest';
import { SCREEN_TENANT_DICT } from '../../../src/shared/screens';
import type { Cast } from '../service-cycle/support';

/** Opens the screens for the demo tenant (0) through the dictionary API. */
export async function openScreens(cast: Cast): Promise<void> {
  const reply = await cast.api.post(
    '/sys/dict/add',
    {
      dictName: '公开大屏租户',
      dictCode: SCREEN_TENANT_DICT,
      sysDictItemList: [{ itemText: '本租户', itemValue: '0', status: 1 }],
    },
    { token: cast.admin.token },
  );
  expect(reply.body).toMatchObject({ success: true });
}

/** Points the open screens at another tenant (the dictionaries' cache dropped, as an edit does). */
export async function setScreenTenant(cast: Cast, tenant: string): Promise<void> {
  await sql`update sys_dict_item set item_value = ${tenant}
    where dict_id = (select id from sys_dict where dict_code = ${SCREEN_TENANT_DICT})`.execute(
    cast.db.withoutPlugins(),
  );
  cast.app.app.services.dictionaries.clear();
}
