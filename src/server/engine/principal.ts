// Who is asking, loaded once per request: the permission codes the user holds through roles, the
// codes switched off globally, the codes of the enabled column rules and, when a data rule
// needs them, the user's role codes. Cached on the request so that no check queries per row, and
// per token in the auth cache so that the next request does not query either.
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import {
  guardedCodes,
  heldCodes,
  isAllowed,
  isColumnHidden,
  switchedOffCodes,
} from '../../shared/permission-rules';
import {
  actionCode,
  columnCode,
  fieldEditCode,
  subTableEditCode,
} from '../../shared/schema-language/entity-permissions';
import type { EntityAction } from '../../shared/schema-language/entity';
import { authOf } from '../auth/authenticate';
import { attachedEntry } from '../auth/auth-cache';
import type { Database, UserRow } from '../db/tables';
import { Errors } from '../errors';
import { buildAllAuth, buildAuth } from '../modules/sys/menu-tree';
import { grantedPermissions } from '../modules/roles/held-grants';
import type { ResolvedEntity, ResolvedField, ResolvedSubTable } from './registry';

export interface Principal {
  user: UserRow;
  /** The validated tenant-id header; 0 when none. */
  tenantId: number;
  held: ReadonlySet<string>;
  switchedOff: ReadonlySet<string>;
  /** Codes of the enabled column rules (the columns the user sees only when holding them). */
  guarded: ReadonlySet<string>;
  roleCodes(): Promise<ReadonlySet<string>>;
  /** Per-request results of data-rule hooks, by hook name. */
  readonly memo: Map<string, Promise<unknown>>;
  /**
   * Results that follow from the user's grants alone (the data rules their grants select), kept as
   * long as the grants: across requests while the auth cache keeps them.
   */
  readonly grantsMemo: Map<string, Promise<unknown>>;
}

/** What a user holds, whatever the request: kept per token by the auth cache (auth/auth-cache.ts). */
export interface PrincipalGrants {
  held: ReadonlySet<string>;
  switchedOff: ReadonlySet<string>;
  guarded: ReadonlySet<string>;
  roleCodes(): Promise<ReadonlySet<string>>;
  memo: Map<string, Promise<unknown>>;
}

export async function loadGrants(db: Kysely<Database>, userId: string): Promise<PrincipalGrants> {
  const [granted, buttons] = await Promise.all([
    grantedPermissions(db, userId),
    db.selectFrom('sysPermission').selectAll().where('menuType', '=', 2).where('delFlag', '=', 0).execute(),
  ]);
  const allAuth = buildAllAuth(buttons);
  let roles: Promise<ReadonlySet<string>> | null = null;
  return {
    held: heldCodes(buildAuth(granted)),
    switchedOff: switchedOffCodes(allAuth),
    guarded: guardedCodes(allAuth),
    roleCodes() {
      roles ??= db
        .selectFrom('sysRole')
        .innerJoin('sysUserRole', 'sysUserRole.roleId', 'sysRole.id')
        .select('sysRole.roleCode')
        .where('sysUserRole.userId', '=', userId)
        .execute()
        .then((rows) => new Set(rows.map((r) => r.roleCode)));
      return roles;
    },
    memo: new Map(),
  };
}

const principalFrom = (grants: PrincipalGrants, user: UserRow, tenantId: number): Principal => ({
  user,
  tenantId,
  held: grants.held,
  switchedOff: grants.switchedOff,
  guarded: grants.guarded,
  roleCodes: () => grants.roleCodes(),
  memo: new Map(),
  grantsMemo: grants.memo,
});

export async function loadPrincipal(
  db: Kysely<Database>,
  user: UserRow,
  tenantId: number,
): Promise<Principal> {
  return principalFrom(await loadGrants(db, user.id), user, tenantId);
}

const cache = new WeakMap<FastifyRequest, Promise<Principal>>();

/**
 * The grants of the request's user: those its auth-cache entry holds, or loaded (and kept in the
 * entry when no auth change happened since the entry was read).
 */
function grantsOf(request: FastifyRequest, db: Kysely<Database>, userId: string): Promise<PrincipalGrants> {
  const attached = attachedEntry(request);
  if (!attached) return loadGrants(db, userId);
  const { entry } = attached;
  if (entry.grants) return entry.grants;
  const loading = loadGrants(db, userId);
  if (attached.current()) {
    entry.grants = loading;
    // A failed load is not remembered; a drop while loading orphans the entry it is kept in.
    loading.catch(() => {
      if (entry.grants === loading) entry.grants = null;
    });
  }
  return loading;
}

/** The principal of an authenticated request, loaded at most once per request. */
export function principalOf(request: FastifyRequest, db: Kysely<Database>): Promise<Principal> {
  let principal = cache.get(request);
  if (!principal) {
    const { user, tenantId } = authOf(request);
    principal = grantsOf(request, db, user.id).then((grants) => principalFrom(grants, user, tenantId));
    cache.set(request, principal);
  }
  return principal;
}

export function mayUse(principal: Principal, entity: ResolvedEntity, action: EntityAction): boolean {
  return isAllowed(actionCode(entity.definition, action), principal.held, principal.switchedOff);
}

/** Whether the user may write the field: always, unless it declares `editPermission` they lack. */
export function mayWriteField(principal: Principal, entity: ResolvedEntity, field: ResolvedField): boolean {
  if (!field.definition.editPermission) return true;
  return isAllowed(fieldEditCode(entity.definition, field.definition), principal.held, principal.switchedOff);
}

/**
 * Whether the user may write a sub-table's rows through the main record: never a `readonly` one, and
 * an `editPermission` one with its code.
 */
export function mayWriteSubTable(principal: Principal, main: ResolvedEntity, sub: ResolvedSubTable): boolean {
  if (sub.definition.readonly) return false;
  if (!sub.definition.editPermission) return true;
  return isAllowed(subTableEditCode(main.definition, sub.definition), principal.held, principal.switchedOff);
}

/** Throws the contract's 510 when the user may not use the action. */
export function requireAction(principal: Principal, entity: ResolvedEntity, action: EntityAction): void {
  if (!mayUse(principal, entity, action)) throw Errors.noPermission();
}

/** A column-permission field whose enabled rule the user does not hold is invisible to them. */
export function isFieldStripped(principal: Principal, entity: ResolvedEntity, field: ResolvedField): boolean {
  if (!field.definition.columnPermission) return false;
  return isColumnHidden(columnCode(entity.definition, field.definition), principal.held, principal.guarded);
}

/**
 * Guards a hand-written route by a button code (spec §6, the same rule as entity actions): resolves
 * the request's principal, or throws the contract's 510 when the user neither holds the code nor
 * has it switched off globally.
 */
export function requireCode(request: FastifyRequest, db: Kysely<Database>, code: string): Promise<Principal> {
  return requireAnyCode(request, db, [code]);
}

/** The same with several codes, any one of which lets the user through (route access `anyOf`). */
export async function requireAnyCode(
  request: FastifyRequest,
  db: Kysely<Database>,
  codes: readonly string[],
): Promise<Principal> {
  const principal = await principalOf(request, db);
  if (!codes.some((code) => isAllowed(code, principal.held, principal.switchedOff)))
    throw Errors.noPermission();
  return principal;
}
