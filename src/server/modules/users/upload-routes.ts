// /sys/common/upload and /sys/common/static/** (contract §9): images and office documents, checked
// by their bytes, at most UPLOAD_LIMITS.maxBytes, stored under DATA_DIR/upload as
// <biz>/<random>/<cleaned name>.<ext> (an image's extension from its bytes; images stored before
// have no name directory) with a sys_file row naming the uploader and tenant; the stored path
// travels in `message`. Serving accepts only paths of those exact shapes, so no request can reach
// another file (no '..', no absolute path, no other directory), and only to a reader the file's
// row lets in (modules/files/file-access.ts: a linked file's record, an unlinked file's uploader);
// <img> and <a href> authenticate by the static-file cookie (auth/static-cookie.ts).
import { authOf } from '../../auth/authenticate';
import { allow } from '../../auth/route-access';
import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { formatDateTime } from '../../../shared/date-format';
import {
  SHARED_UPLOAD_BIZ,
  UPLOAD_LIMITS,
  UPLOAD_PATHS,
  UPLOAD_TEXTS,
  isStoredPath,
} from '../../../shared/uploads';
import { newId } from '../../db/ids';
import { Errors } from '../../errors';
import { multipartFailure } from '../../http/multipart-failure';
import { ok } from '../../http/result';
import type { AppServices } from '../../services';
import { isDiskFull } from '../files/disk-full';
import { mayReadFile } from '../files/file-access';
import { fileByPath, insertFileRow } from '../files/file-rows';
import { uploadRoot } from '../files/upload-root';
import { cleanStem, splitFileName } from './file-name';
import {
  CONTENT_TYPE_OF_EXTENSION,
  contentDispositionOf,
  detectImage,
  isDocumentExtension,
  isDocumentOfType,
  isImageExtension,
} from './file-type';

const STATIC_MAX_AGE_SECONDS = 86_400;
/** sys_file.original_name holds at most this many characters of the name the client sent. */
const ORIGINAL_NAME_MAX = 255;

interface Upload {
  file: Buffer;
  biz: string;
  clientName: string;
}

async function readUpload(request: FastifyRequest): Promise<Upload> {
  if (!request.isMultipart()) throw Errors.uploadRefused(UPLOAD_TEXTS.noFile);
  try {
    const part = await request.file({ limits: { fileSize: UPLOAD_LIMITS.maxBytes, files: 1 } });
    if (!part) throw Errors.uploadRefused(UPLOAD_TEXTS.noFile);
    let biz: string = UPLOAD_LIMITS.defaultBiz;
    const bizField = part.fields['biz'];
    const value = bizField && !Array.isArray(bizField) && 'value' in bizField ? bizField.value : undefined;
    if (typeof value === 'string' && value !== '') {
      if (!UPLOAD_LIMITS.bizPattern.test(value)) throw Errors.uploadRefused(UPLOAD_TEXTS.bizInvalid);
      biz = value;
    }
    const file = await part.toBuffer();
    // Checked here as well: the parser's per-request limit is not applied on every path.
    if (part.file.truncated || file.length > UPLOAD_LIMITS.maxBytes)
      throw Errors.uploadRefused(UPLOAD_TEXTS.tooLarge);
    // A part may come without a file name (filename="" or none at all): the stored name falls back.
    return { file, biz, clientName: part.filename ?? '' };
  } catch (error) {
    const failure = multipartFailure(error);
    if (failure === 'fileTooLarge') throw Errors.uploadRefused(UPLOAD_TEXTS.tooLarge);
    if (failure === 'malformed') throw Errors.uploadRefused(UPLOAD_TEXTS.failed);
    throw error;
  }
}

const randomName = () => randomBytes(16).toString('hex');

/** Where an accepted upload goes (relative to the upload root) and its type; refuses anything else. */
function storedPathOf({ file, biz, clientName }: Upload): {
  stored: string;
  type: keyof typeof CONTENT_TYPE_OF_EXTENSION;
} {
  const { stem, extension } = splitFileName(clientName);
  // An image's type comes from its bytes alone; only the name the user knows it by is kept.
  const type =
    detectImage(file) ??
    (isDocumentExtension(extension) && isDocumentOfType(file, extension) ? extension : null);
  // A broken "photo.png" is told images are expected; anything else gets the full list.
  if (!type)
    throw Errors.uploadRefused(
      isImageExtension(extension) ? UPLOAD_TEXTS.notImage : UPLOAD_TEXTS.notAccepted,
    );
  // What every signed-in user may read (avatars) takes images only: a document there would be shared
  // with everyone, outside any record's access.
  if (SHARED_UPLOAD_BIZ.includes(biz) && !isImageExtension(type))
    throw Errors.uploadRefused(UPLOAD_TEXTS.notImage);
  const stored = `${biz}/${randomName()}/${cleanStem(stem, type)}.${type}`;
  // Serving trusts only these shapes, so a name the cleaning somehow let through is never stored.
  if (!isStoredPath(stored)) throw Errors.uploadRefused(UPLOAD_TEXTS.failed);
  return { stored, type };
}

/** Writes a new upload; when that fails, its own random directory goes with whatever was written. */
async function writeUpload(target: string, bytes: Buffer): Promise<void> {
  await mkdir(path.dirname(target), { recursive: true });
  try {
    await writeFile(target, bytes, { flag: 'wx' });
  } catch (error) {
    await rm(path.dirname(target), { recursive: true, force: true });
    throw error;
  }
}

export function registerUploadRoutes(api: FastifyInstance, services: AppServices): void {
  const { config, db } = services;
  const root = uploadRoot(config.dataDir);

  api.post(UPLOAD_PATHS.upload, allow.signedIn, async (request) => {
    const upload = await readUpload(request);
    const { stored, type } = storedPathOf(upload);
    try {
      await writeUpload(path.join(root, stored), upload.file);
    } catch (error) {
      if (!isDiskFull(error)) throw error;
      request.log.error({ uploadRoot: root, bytes: upload.file.length }, 'disk full: upload not saved');
      throw Errors.diskFull();
    }
    const { user, tenantId } = authOf(request);
    await insertFileRow(db, {
      id: newId(),
      storedPath: stored,
      biz: upload.biz,
      originalName: upload.clientName.slice(0, ORIGINAL_NAME_MAX),
      fileSize: upload.file.length,
      contentType: CONTENT_TYPE_OF_EXTENSION[type],
      uploaderId: user.id,
      tenantId,
      entity: null,
      recordId: null,
      fieldKey: null,
      linkedTime: null,
      createTime: formatDateTime(),
    });
    // Contract §9.1: the stored path is the message.
    return ok(null, stored);
  });

  api.get<{ Params: { '*': string } }>(
    `${UPLOAD_PATHS.staticPrefix}*`,
    { config: { access: 'inHandler', tokenCookie: true } },
    async (request, reply) => {
      // The router hands the wildcard over percent-decoded, so an encoded '/' or '..' is checked
      // here as the plain character it stands for. A trailing comma (multi-file values) is tolerated.
      const wanted = request.params['*'].replace(/,$/, '');
      const extension = wanted.slice(wanted.lastIndexOf('.') + 1);
      const known = isImageExtension(extension) || isDocumentExtension(extension);
      const target = isStoredPath(wanted) && known ? path.resolve(root, wanted) : null;
      if (!known || !target?.startsWith(root + path.sep)) throw Errors.fileMissing();
      const file = await fileByPath(db, wanted);
      // A refusal says neither whose the file is nor where it belongs.
      if (file && !(await mayReadFile(services, authOf(request), file))) throw Errors.fileForbidden();
      const info = file ? await stat(target).catch(() => null) : null;
      if (!info?.isFile()) throw Errors.fileMissing();
      return reply
        .headers({
          'content-type': CONTENT_TYPE_OF_EXTENSION[extension],
          'content-disposition': contentDispositionOf(extension, wanted.slice(wanted.lastIndexOf('/') + 1)),
          'x-content-type-options': 'nosniff',
          'cache-control': `private, max-age=${STATIC_MAX_AGE_SECONDS}`,
        })
        .send(createReadStream(target));
    },
  );
}
