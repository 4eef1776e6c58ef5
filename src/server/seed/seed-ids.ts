// Seeded rows get ids derived from their stable slugs, so running the seed again finds them.
import { createHash } from 'node:crypto';

export type SeedKind =
  | 'permission'
  | 'role'
  | 'depart'
  | 'dict'
  | 'dict-item'
  | 'user'
  | 'risk-type'
  | 'rectify-suggestion'
  | 'check-template';

export function seedId(kind: SeedKind, slug: string): string {
  return createHash('sha256').update(`anze-seed:${kind}:${slug}`).digest('hex').slice(0, 32);
}

export const ROOT_DEPART = {
  slug: 'root',
  orgCode: 'A01',
  departName: '安责险风控平台',
} as const;

export const ADMIN_USERNAME = 'admin';
export const ADMIN_ROLE_CODE = 'admin';
