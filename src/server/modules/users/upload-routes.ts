// /sys/common/upload and /sys/common/static/** (contract §9): images only (checked by their bytes),
// at most UPLOAD_LIMITS.maxBytes, stored under DATA_DIR/upload/<biz>/<server-made name>; the stored
// path travels in `message`. Serving accepts only paths of that exact shape, so no request can
// reach another file (no '..', no absolute path, no other directory).
import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { UPLOAD_LIMITS, UPLOAD_PATHS, UPLOAD_TEXTS } from '../../../shared/users/texts';
import { Errors } from '../../errors';
import { failure, ok } from '../../http/result';
import type { AppServices } from '../../services';
import { CONTENT_TYPE_OF_EXTENSION, detectImage } from './image-type';

const UPLOAD_DIR = 'upload';
const STORED_PATH = /^([A-Za-z0-9_]{1,32})\/([a-f0-9]{32}\.(png|jpg|gif|bmp|webp))$/;
const NOT_FOUND = 404;
const STATIC_MAX_AGE_SECONDS = 86_400;

export function registerUploadRoutes(api: FastifyInstance, { config }: AppServices): void {
  const root = path.resolve(config.dataDir, UPLOAD_DIR);

  api.post(UPLOAD_PATHS.upload, async (request) => {
    if (!request.isMultipart()) throw Errors.uploadRefused(UPLOAD_TEXTS.noFile);
    let file: Buffer;
    let biz: string = UPLOAD_LIMITS.defaultBiz;
    try {
      const part = await request.file({ limits: { fileSize: UPLOAD_LIMITS.maxBytes, files: 1 } });
      if (!part) throw Errors.uploadRefused(UPLOAD_TEXTS.noFile);
      const bizField = part.fields['biz'];
      const value = bizField && !Array.isArray(bizField) && 'value' in bizField ? bizField.value : undefined;
      if (typeof value === 'string' && value !== '') {
        if (!UPLOAD_LIMITS.bizPattern.test(value)) throw Errors.uploadRefused(UPLOAD_TEXTS.bizInvalid);
        biz = value;
      }
      file = await part.toBuffer();
      // Checked here as well: the parser's per-request limit is not applied on every path.
      if (part.file.truncated || file.length > UPLOAD_LIMITS.maxBytes)
        throw Errors.uploadRefused(UPLOAD_TEXTS.tooLarge);
    } catch (error) {
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
        throw Errors.uploadRefused(UPLOAD_TEXTS.tooLarge);
      throw error;
    }
    const image = detectImage(file);
    if (!image) throw Errors.uploadRefused(UPLOAD_TEXTS.notImage);
    const name = `${randomBytes(16).toString('hex')}.${image.extension}`;
    await mkdir(path.join(root, biz), { recursive: true });
    await writeFile(path.join(root, biz, name), file, { flag: 'wx' });
    // Contract §9.1: the stored path is the message.
    return ok(null, `${biz}/${name}`);
  });

  api.get<{ Params: { '*': string } }>(
    `${UPLOAD_PATHS.staticPrefix}*`,
    { config: { public: true } },
    async (request, reply) => {
      const wanted = request.params['*'].replace(/,$/, '');
      const match = STORED_PATH.exec(wanted);
      const target = match ? path.resolve(root, match[1]!, match[2]!) : null;
      const info = target?.startsWith(root + path.sep) ? await stat(target).catch(() => null) : null;
      if (!match || !target || !info?.isFile())
        return reply.status(NOT_FOUND).send(failure(NOT_FOUND, UPLOAD_TEXTS.fileMissing));
      return reply
        .headers({
          'content-type': CONTENT_TYPE_OF_EXTENSION[match[3]!]!,
          'cache-control': `private, max-age=${STATIC_MAX_AGE_SECONDS}`,
          'content-disposition': 'inline',
        })
        .send(createReadStream(target));
    },
  );
}
