// The end of every way of signing in (password, phone + SMS code, enterprise): account state checks,
// tenant and department bookkeeping, a new session (and its cookie for reading files), the login log
// and the contract's login result.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { LoginResult } from '../../../shared/api-types';
import { isTenantUsable } from '../../../shared/tenants/tenant-rules';
import { setStaticTokenCookie } from '../../auth/static-cookie';
import type { UserRow } from '../../db/tables';
import { Errors } from '../../errors';
import type { AppServices } from '../../services';
import { writeLoginLog } from '../sys/login-log';
import { departsOfUser, tenantsOfUser, toDepart, toTenant, toUserInfo } from '../sys/user-profile';

export async function completeLogin(
  { db, sessions, dictionaries, config }: Pick<AppServices, 'db' | 'sessions' | 'dictionaries' | 'config'>,
  request: FastifyRequest,
  reply: FastifyReply,
  user: UserRow,
): Promise<LoginResult> {
  if (user.delFlag === 1) throw Errors.userDeleted();
  if (user.status !== 1) throw Errors.userFrozen();

  const [departs, tenants] = await Promise.all([departsOfUser(db, user.id), tenantsOfUser(db, user.id)]);
  // JeecgBoot's queryEffectiveTenant: a user with tenants needs one usable now (tenants module).
  const usableTenants = tenants.filter((t) => isTenantUsable(t));
  if (tenants.length > 0 && usableTenants.length === 0) throw Errors.tenantsFrozen();

  // One department becomes the current one; with several, keep a valid choice or take the first.
  const currentOrgCode = departs.some((d) => d.orgCode === user.orgCode)
    ? user.orgCode
    : (departs[0]?.orgCode ?? null);
  if (currentOrgCode !== user.orgCode) {
    await db.updateTable('sysUser').set({ orgCode: currentOrgCode }).where('id', '=', user.id).execute();
    user.orgCode = currentOrgCode;
  }

  const token = await sessions.create(user.id, {
    ip: request.ip,
    userAgent: typeof request.headers['user-agent'] === 'string' ? request.headers['user-agent'] : null,
  });
  setStaticTokenCookie(reply, config.apiPrefix, token);
  await writeLoginLog(db, request, {
    content: `用户名: ${user.username},登录成功！`,
    userId: user.id,
    username: user.username,
  });

  return {
    token,
    userInfo: toUserInfo(user, departs, tenants),
    departs: departs.map(toDepart),
    multi_depart: departs.length === 0 ? 0 : departs.length === 1 ? 1 : 2,
    sysAllDictItems: await dictionaries.all(),
    tenantList: usableTenants.map(toTenant),
  };
}
