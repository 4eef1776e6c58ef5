// Small helpers every role/permission route shares: realms, text checks, ids, paging, audit.
import type { FastifyRequest } from 'fastify';
import { formatDateTime } from '../../../shared/date-format';
import { PAGINATION } from '../../../shared/limits';
import type { PageResult } from '../../../shared/api-types';
import { ROLE_CODES, ROLE_MESSAGES } from '../../../shared/roles/roles-texts';
import type { Realm, RealmCodes } from '../../../shared/roles/roles-texts';
import { authOf } from '../../auth/authenticate';
import { Errors } from '../../errors';
import type { EntityDefinition } from '../../../shared/schema-language/entity';
import { actionCode } from '../../../shared/schema-language/entity-permissions';
import { USER_CODES } from '../../../shared/users/texts';
import { pageNumber } from '../../http/page-number';

export interface RealmDef {
  realm: Realm;
  /** Path prefix of the realm's endpoints: '/sys' or '/ent'. */
  prefix: string;
  codes: RealmCodes;
}

export const REALM_DEFS: Readonly<Record<Realm, RealmDef>> = {
  sys: { realm: 'sys', prefix: '/sys', codes: ROLE_CODES.sys },
  ent: { realm: 'ent', prefix: '/ent', codes: ROLE_CODES.ent },
};

export const MAX_PAGE_SIZE = 1000;

/** A trimmed, required text within its column's length. */
export function requiredText(value: unknown, label: string, max: number): string {
  const text = typeof value === 'string' ? value.trim() : '';
  if (!text) throw Errors.roleRefused(ROLE_MESSAGES.required(label));
  if (text.length > max) throw Errors.roleRefused(ROLE_MESSAGES.tooLong(label, max));
  return text;
}

/** A trimmed optional text within its column's length; empty becomes null. */
export function optionalText(value: unknown, label: string, max: number): string | null {
  if (value === null || value === undefined) return null;
  const text = String(value).trim();
  if (text.length > max) throw Errors.roleRefused(ROLE_MESSAGES.tooLong(label, max));
  return text || null;
}

/** Comma-joined ids (possibly empty) as a distinct list, at most `max`. */
export function idList(raw: unknown, max: number): string[] {
  if (raw === null || raw === undefined) return [];
  if (typeof raw !== 'string') throw Errors.idsUnrecognized();
  const ids = [
    ...new Set(
      raw
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean),
    ),
  ];
  if (ids.length > max) throw Errors.tooManyIds(max);
  return ids;
}

const positiveInt = (value: unknown, fallback: number) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

export function pageParams(query: Record<string, unknown>): { size: number; current: number } {
  const size = Math.min(positiveInt(query.pageSize, PAGINATION.defaultPageSize), MAX_PAGE_SIZE);
  return { size, current: pageNumber(query.pageNo, size) };
}

export function page<T>(records: T[], total: number, size: number, current: number): PageResult<T> {
  return { records, total, size, current, pages: Math.ceil(total / size) };
}

/** Audit values of a write by the request's user. */
export function auditOf(request: FastifyRequest): { by: string; at: string } {
  return { by: authOf(request).user.username, at: formatDateTime() };
}

export type Query = Record<string, unknown>;
export const queryOf = (request: FastifyRequest) => (request.query ?? {}) as Query;
export const bodyOf = (request: FastifyRequest) => {
  const body = request.body;
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw Errors.badRequest('body');
  return body as Query;
};
export const stringParam = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/**
 * Codes besides the list code that may read a realm's roles for a picker: the user form (system roles)
 * and the add/edit codes of every entity whose form has a role picker (control selectRole).
 */
export function rolePickerCodes(def: RealmDef, entities: readonly EntityDefinition[]): string[] {
  if (def.realm !== 'sys') return [];
  const pickers = entities
    .filter((entity) => entity.fields.some((field) => field.form?.control === 'selectRole'))
    .flatMap((entity) => [actionCode(entity, 'add'), actionCode(entity, 'edit')]);
  return [USER_CODES.add, USER_CODES.edit, ...pickers];
}
