// Where uploaded files live: DATA_DIR/upload, each at its stored path (src/shared/uploads.ts). Shared
// by the upload and static routes and the cleanup of unlinked files.
import path from 'node:path';

export const uploadRoot = (dataDir: string): string => path.resolve(dataDir, 'upload');
