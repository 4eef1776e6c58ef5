// The body of /sys/tenant/add and /edit checked field by field: an integer id chosen by the
// administrator, a name, optional begin/end dates in order and a status. The first problem refuses.
import { normalizeTenantDate } from '../../../shared/tenants/tenant-rules';
import { TENANT_LIMITS, TENANT_STATUS, TENANT_TEXTS } from '../../../shared/tenants/tenant-texts';
import { Errors } from '../../errors';

export interface TenantInput {
  id: number;
  name: string;
  beginDate: string | null;
  endDate: string | null;
  status: number;
}

/** A tenant id from a body or query (number or numeric text); null when it is none. */
export function tenantIdOf(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!/^\d{1,10}$/.test(text)) return null;
  const id = Number(text);
  return id >= 1 && id <= TENANT_LIMITS.maxId ? id : null;
}

/** Ids of a deleteBatch/frozenBatch (comma-joined, trailing comma allowed). */
export function tenantIdsOf(value: unknown): number[] {
  const parts = (typeof value === 'string' ? value : '').split(',').filter((p) => p.trim() !== '');
  if (parts.length === 0) throw Errors.idsUnrecognized();
  if (parts.length > TENANT_LIMITS.maxBatch) throw Errors.tooManyIds(TENANT_LIMITS.maxBatch);
  const ids = parts.map(tenantIdOf);
  if (ids.some((id) => id === null)) throw Errors.idsUnrecognized();
  return [...new Set(ids as number[])];
}

export function parseTenantInput(body: unknown): TenantInput {
  const b = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const refuse = (message: string) => Errors.tenantInvalid(message);
  if (b.id === undefined || b.id === null || b.id === '') throw refuse(TENANT_TEXTS.idRequired);
  const id = tenantIdOf(b.id);
  if (id === null) throw refuse(TENANT_TEXTS.idInvalid);
  const name = typeof b.name === 'string' ? b.name.trim() : '';
  if (!name) throw refuse(TENANT_TEXTS.nameRequired);
  if (name.length > TENANT_LIMITS.nameLength) throw refuse(TENANT_TEXTS.nameTooLong);
  const beginDate = normalizeTenantDate(b.beginDate, 'begin');
  if (beginDate === undefined) throw refuse(TENANT_TEXTS.dateInvalid(TENANT_TEXTS.beginDate));
  const endDate = normalizeTenantDate(b.endDate, 'end');
  if (endDate === undefined) throw refuse(TENANT_TEXTS.dateInvalid(TENANT_TEXTS.endDate));
  if (beginDate && endDate && endDate < beginDate) throw refuse(TENANT_TEXTS.dateOrder);
  const rawStatus = b.status === undefined || b.status === null || b.status === '' ? 1 : Number(b.status);
  const statuses: number[] = Object.values(TENANT_STATUS);
  if (!statuses.includes(rawStatus)) throw refuse(TENANT_TEXTS.statusInvalid);
  return { id, name, beginDate, endDate, status: rawStatus };
}
