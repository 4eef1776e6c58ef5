// Who may read an uploaded file (GET /sys/common/static/…). Reading a file linked to a record is
// reading the record: the reader must be able to read it now — in the record's tenant, which they
// must be able to act in (unless every tenant shares the entity), with the entity's list permission
// and within its data rules. The request's tenant header plays no part: a browser's file read sends none. An unlinked
// file is its uploader's alone; uploads for shared uses (avatars) are any signed-in user's.
import type { AuthContext } from '../../auth/authenticate';
import { loadPrincipal } from '../../engine/principal';
import type { AppServices } from '../../services';
import { SHARED_UPLOAD_BIZ } from '../../../shared/uploads';
import { tenantRefusal } from '../tenants/tenant-access';
import type { FileRow } from './file-rows';

export async function mayReadFile(
  { db, engine }: Pick<AppServices, 'db' | 'engine'>,
  reader: AuthContext,
  file: FileRow,
): Promise<boolean> {
  if (SHARED_UPLOAD_BIZ.includes(file.biz)) return true;
  if (file.entity === null || file.recordId === null) return file.uploaderId === reader.user.id;
  // A record every tenant shares (a service organisation's) is not bound to the uploader's tenant.
  const shared = engine.registry.get(file.entity)?.tenantScoped === false;
  if (!shared && (await tenantRefusal(db, reader.user.id, file.tenantId))) return false;
  const principal = await loadPrincipal(db, reader.user, file.tenantId);
  return engine.mayRead(principal, file.entity, file.recordId);
}
