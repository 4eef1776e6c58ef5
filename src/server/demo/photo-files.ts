// The files behind the demo's photo fields (a hazard's photo is required). Each is what an upload
// linked to its record would leave (DESIGN.md §6, files belong to records): a sys_file row naming
// the record and field, so the record can be edited and the file read by whoever may read the
// record, and a placeholder PNG under the upload directory (domain §6.5: a drawn placeholder, not a
// real photo). Only the first files of a run are written to disk: a visit's photos share a
// directory, and the hundreds of thousands of directories of a large run would cost gigabytes for
// pictures nobody looks at; the rows beyond point at files that are missing, which the static route
// answers as 未知的文件.
import { link, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Canvas, encodePng } from '../auth/captcha-image';
import type { Rgb } from '../auth/captcha-image';
import { CONTENT_TYPE_OF_EXTENSION } from '../modules/users/file-type';
import type { DemoPicture, StoredFile } from './cycle-rows';
import type { SystemTable } from './demo-tables';
import type { Cell } from './rows';

export const FILE_TABLE: SystemTable = {
  table: 'sys_file',
  columns: [
    'id',
    'stored_path',
    'biz',
    'original_name',
    'file_size',
    'content_type',
    'uploader_id',
    'tenant_id',
    'entity',
    'record_id',
    'field_key',
    'linked_time',
    'create_time',
  ],
};

/** Files a run writes to disk at most: the first-start set's (about 2 000) and then some. */
export const PHOTO_FILES_PER_RUN = 4_000;

const SIZE = { width: 320, height: 240 };
const BACKGROUND: Rgb = [244, 241, 234];
const FRAME: Rgb = [160, 160, 160];
const WARNING: Rgb = [250, 140, 22];

/** A light card with a warning triangle: what a hazard's photo looks like in the demo. */
function drawPlaceholder(): Buffer {
  const canvas = new Canvas(SIZE.width, SIZE.height, BACKGROUND);
  const [w, h] = [SIZE.width - 1, SIZE.height - 1];
  for (const [x0, y0, x1, y1] of [
    [0, 0, w, 0],
    [w, 0, w, h],
    [w, h, 0, h],
    [0, h, 0, 0],
  ] as const)
    canvas.line(x0, y0, x1, y1, FRAME);
  const [cx, top, bottom, half] = [SIZE.width / 2, 50, 190, 80];
  for (let t = 0; t < 6; t++) {
    canvas.line(cx, top + t, cx - half + t, bottom - t, WARNING);
    canvas.line(cx, top + t, cx + half - t, bottom - t, WARNING);
    canvas.line(cx - half + t, bottom - t, cx + half - t, bottom - t, WARNING);
  }
  for (let t = -3; t <= 3; t++) canvas.line(cx + t, top + 45, cx + t, bottom - 45, WARNING);
  for (let t = -3; t <= 3; t++) canvas.line(cx - 3, bottom - 28 + t, cx + 3, bottom - 28 + t, WARNING);
  return encodePng(canvas);
}

const SIGNATURE_SIZE = { width: 300, height: 100 };
const INK: Rgb = [31, 31, 31];
const PAPER: Rgb = [255, 255, 255];

/** A pen stroke on white: what a signature drawn on the pad looks like in the demo. */
function drawSignature(): Buffer {
  const canvas = new Canvas(SIGNATURE_SIZE.width, SIGNATURE_SIZE.height, PAPER);
  let previous: [number, number] = [30, 60];
  for (let x = 32; x <= 270; x += 2) {
    const y = 55 + Math.round(22 * Math.sin(x / 11) * Math.cos(x / 37));
    for (let t = 0; t < 2; t++) canvas.line(previous[0], previous[1] + t, x, y + t, INK);
    previous = [x, y];
  }
  for (let t = 0; t < 2; t++) canvas.line(60, 82 + t, 250, 76 + t, INK);
  return encodePng(canvas);
}

const SAFETY_GREEN: Rgb = [56, 158, 13];

/** A light card with the green safety cross: a drill's, training's or inspection's scene photo. */
function drawScene(): Buffer {
  const canvas = new Canvas(SIZE.width, SIZE.height, BACKGROUND);
  const [cx, cy, arm, half] = [SIZE.width / 2, SIZE.height / 2, 60, 18];
  for (let t = -half; t <= half; t++) {
    canvas.line(cx - arm, cy + t, cx + arm, cy + t, SAFETY_GREEN);
    canvas.line(cx + t, cy - arm, cx + t, cy + arm, SAFETY_GREEN);
  }
  return encodePng(canvas);
}

const BANNER_SIZE = { width: 750, height: 350 };
const BANNER_SKY: Rgb = [22, 119, 255];
const BANNER_LIGHT: Rgb = [230, 244, 255];

/** A blue band with light stripes, the recommended 750×350 of a banner (应用图片). */
function drawBanner(): Buffer {
  const canvas = new Canvas(BANNER_SIZE.width, BANNER_SIZE.height, BANNER_SKY);
  for (let x = -BANNER_SIZE.height; x < BANNER_SIZE.width; x += 60)
    for (let t = 0; t < 12; t++) canvas.line(x + t, BANNER_SIZE.height, x + t + 200, 0, BANNER_LIGHT);
  return encodePng(canvas);
}

const pictures = new Map<DemoPicture, Buffer>();
const DRAW: Record<DemoPicture, () => Buffer> = {
  photo: drawPlaceholder,
  signature: drawSignature,
  scene: drawScene,
  banner: drawBanner,
};
/** The placeholder file of a picture kind, drawn once. */
const pictureOf = (kind: DemoPicture = 'photo'): Buffer => {
  let png = pictures.get(kind);
  if (!png) pictures.set(kind, (png = DRAW[kind]()));
  return png;
};

/** A document's own bytes, or undefined for a picture. */
const documentOf = (file: StoredFile): Buffer | undefined => file.bytes ?? file.content?.();

/** The bytes of a stored file: a document's own, else the placeholder of its picture kind. */
const bytesOf = (file: StoredFile): Buffer => documentOf(file) ?? pictureOf(file.picture);

const contentTypeOf = (storedPath: string): string =>
  CONTENT_TYPE_OF_EXTENSION[
    storedPath.slice(storedPath.lastIndexOf('.') + 1) as keyof typeof CONTENT_TYPE_OF_EXTENSION
  ] ?? CONTENT_TYPE_OF_EXTENSION.png;

/** The sys_file row of a stored file, linked to its record. */
export function fileRow(file: StoredFile, tenantId: number): Record<string, Cell> {
  return {
    id: file.id,
    storedPath: file.storedPath,
    biz: file.storedPath.slice(0, file.storedPath.indexOf('/')),
    originalName: file.originalName,
    fileSize: bytesOf(file).length,
    contentType: contentTypeOf(file.storedPath),
    uploaderId: file.uploaderId,
    tenantId,
    entity: file.entity,
    recordId: file.recordId,
    fieldKey: file.fieldKey,
    linkedTime: file.at,
    createTime: file.at,
  };
}

/**
 * Writes placeholder files (and documents, as they are) under the upload root, at most `budget` in a run. Writes start as soon
 * as a bundle is generated and run on the thread pool while rows are generated and inserted;
 * flush() waits for them (and reports the first failure). Directories are made once each (a
 * recursive mkdir per file took twice as long), files are linked to one written file (60 % less
 * time for the first start's 600 photos).
 */
export class PhotoWriter {
  private readonly pending: Promise<void>[] = [];
  private readonly directories = new Map<string, Promise<unknown>>();
  private failure: unknown = null;
  /** The file written first of each picture kind; the others are links to it. */
  private readonly sources = new Map<DemoPicture, { path: string; written: Promise<unknown> }>();

  constructor(
    private readonly uploadRoot: string | undefined,
    private budget = PHOTO_FILES_PER_RUN,
  ) {}

  add(files: readonly StoredFile[]): void {
    const root = this.uploadRoot;
    if (!root) return;
    for (const file of files.slice(0, Math.max(0, this.budget))) {
      const target = path.join(root, file.storedPath);
      const directory = this.directory(path.dirname(target));
      const bytes = documentOf(file);
      if (bytes) {
        this.pending.push(
          directory
            .then(() => writeFile(target, bytes))
            .catch((error: unknown) => void (this.failure ??= error)),
        );
        this.budget--;
        continue;
      }
      const kind = file.picture ?? 'photo';
      const source = this.sources.get(kind);
      // The run's first file of a kind is written; the others are hard links to it (one system call
      // instead of open, write and close). Deleting one later, as the cleanup of a replaced photo
      // does, removes only that link.
      const write = source
        ? Promise.all([source.written, directory]).then(() => link(source.path, target))
        : directory.then(() => writeFile(target, pictureOf(kind)));
      if (!source) this.sources.set(kind, { path: target, written: write });
      this.pending.push(write.catch((error: unknown) => void (this.failure ??= error)));
      this.budget--;
    }
  }

  /** Makes a file's directory once: its biz's recursively, the directory itself alone. */
  private directory(own: string): Promise<unknown> {
    let made = this.directories.get(own);
    if (!made) {
      const biz = path.dirname(own);
      let bizMade = this.directories.get(biz);
      if (!bizMade) this.directories.set(biz, (bizMade = mkdir(biz, { recursive: true })));
      this.directories.set(own, (made = bizMade.then(() => mkdir(own))));
    }
    return made;
  }

  async flush(): Promise<void> {
    await Promise.all(this.pending.splice(0));
    if (this.failure) throw this.failure;
  }
}
