import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_LIMITS, UPLOAD_TEXTS, storedFileName } from '../../../src/shared/uploads';
import {
  PDF,
  PNG,
  fetchStatic as readStatic,
  fetchStored as readStored,
  uploadFile,
} from '../helpers/uploads';
import { startUsersServer } from './support';
import type { UsersServer } from './support';

let s: UsersServer;

beforeAll(async () => {
  s = await startUsersServer();
});
afterAll(() => s.server.close());

const upload = (bytes: Buffer, name: string, fields: Record<string, string> = {}, token?: string) =>
  uploadFile(s.server, token ?? s.adminToken, bytes, name, fields);
/** Read as the uploader (an unlinked upload is theirs alone). */
const fetchStatic = (path: string) => readStatic(s.server, path, { token: s.adminToken });
const fetchStored = (storedPath: string) => readStored(s.server, storedPath, { token: s.adminToken });

/** Every file below the upload directory, to show a refusal wrote nothing. */
const storedFiles = () => {
  const root = path.join(s.server.config.dataDir, 'upload');
  try {
    return readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name))
      .sort();
  } catch {
    return [];
  }
};

// Fabricated, not real Office files: the magic bytes and entry names are what the server checks.
const DOCX = Buffer.concat([
  Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00]),
  Buffer.from('[Content_Types].xml\0\0word/document.xml\0\0', 'latin1'),
]);
const XLS = Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(504, 0xff)]);
const TXT = Buffer.from('\ufeff整改报告\n第一项：已完成\n', 'utf8');
const EXE = Buffer.concat([
  Buffer.from('MZ'),
  Buffer.alloc(62),
  Buffer.from('This program cannot be run in DOS mode'),
]);
const DOCUMENT = UPLOAD_LIMITS.storedDocumentPattern;
const HEX_DIR = '0123456789abcdef0123456789abcdef';

describe('POST /sys/common/upload and GET /sys/common/static/**', () => {
  it('stores an image under its cleaned name in a server-made directory and serves it back', async () => {
    // The type comes from the bytes: a PNG named .jpg is stored as .png.
    const reply = await upload(PNG, '../../evil name.jpg', { biz: 'avatar' });
    expect(reply.body.success).toBe(true);
    expect(reply.body.message).toMatch(/^avatar\/[a-f0-9]{32}\/evil name\.png$/);
    expect(UPLOAD_LIMITS.storedImagePattern.test(reply.body.message)).toBe(true);
    const served = await fetchStatic(reply.body.message);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
    // A trailing comma (multi-file values) is tolerated.
    expect((await fetchStatic(`${reply.body.message},`)).status).toBe(200);
  });

  it('refuses files that are not images by their bytes, whatever their name', async () => {
    const reply = await upload(Buffer.from('<script>alert(1)</script>'), 'photo.png');
    expect(reply.body).toMatchObject({ success: false, message: UPLOAD_TEXTS.notImage });
  });

  it('refuses oversized files and bad directories', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(UPLOAD_LIMITS.maxBytes)]);
    expect((await upload(big, 'big.png')).body).toMatchObject({
      success: false,
      message: UPLOAD_TEXTS.tooLarge,
    });
    expect((await upload(PNG, 'a.png', { biz: '../etc' })).body).toMatchObject({
      success: false,
      message: UPLOAD_TEXTS.bizInvalid,
    });
  });

  it('needs a session to upload', async () => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(PNG)]), 'a.png');
    const response = await fetch(
      new URL(`${s.server.config.apiPrefix}/sys/common/upload`, s.server.baseUrl),
      {
        method: 'POST',
        body: form,
      },
    );
    expect(response.status).toBe(401);
  });

  it('never serves anything outside the upload directory', async () => {
    for (const path of [
      '..%2F..%2Fetc%2Fpasswd',
      '../../package.json',
      '%2e%2e/%2e%2e/package.json',
      'avatar/..%2F..%2Fanze.sqlite',
      'avatar/0123456789abcdef0123456789abcdef.txt',
      'avatar/0123456789abcdef0123456789abcdef.png',
    ]) {
      const response = await fetchStatic(path);
      expect(response.status, path).toBe(404);
    }
  });

  it.each([
    ['报告.pdf', PDF, 'application/pdf', 'inline'],
    [
      '方案.docx',
      DOCX,
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      "attachment; filename*=UTF-8''%E6%96%B9%E6%A1%88.docx",
    ],
    ['Budget 2024.XLS', XLS, 'application/vnd.ms-excel', "attachment; filename*=UTF-8''Budget%202024.xls"],
    [
      '整改报告 (1).txt',
      TXT,
      'text/plain; charset=utf-8',
      `attachment; filename*=UTF-8''${encodeURIComponent('整改报告 ')}%281%29.txt`,
    ],
  ] as const)(
    'stores the document %s under its name and serves it back',
    async (name, bytes, type, disposition) => {
      const reply = await upload(bytes, name, { biz: 'jeecg' });
      expect(reply.body.success, reply.body.message).toBe(true);
      expect(reply.body.message).toMatch(DOCUMENT);
      expect(reply.body.message).toMatch(/^jeecg\/[a-f0-9]{32}\//);
      // The extension is stored lower-cased.
      expect(storedFileName(reply.body.message)).toBe(name.replace(/\.XLS$/, '.xls'));
      const served = await fetchStored(reply.body.message);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe(type);
      expect(served.headers.get('content-disposition')).toBe(disposition);
      expect(served.headers.get('x-content-type-options')).toBe('nosniff');
      expect(served.headers.get('cache-control')).toBe('private, max-age=86400');
      expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
      expect((await fetchStored(`${reply.body.message},`)).status).toBe(200);
    },
  );

  it('cleans the client name of a document', async () => {
    for (const [name, stored] of [
      ['../../a b<script>.pdf', 'a b_script_.pdf'],
      ['C:\\Users\\me\\合同（终版）.pdf', '合同（终版）.pdf'],
      ['...hidden.pdf', 'hidden.pdf'],
      ['.pdf', 'file.pdf'],
      ['<>.pdf', '__.pdf'],
      // Decomposed (macOS) names keep their accents.
      ['Re\u0301sume\u0301.pdf', 'Résumé.pdf'],
      [`${'长'.repeat(100)}.pdf`, `${'长'.repeat(UPLOAD_LIMITS.fileNameMaxLength)}.pdf`],
    ]) {
      const reply = await upload(PDF, name!);
      expect(reply.body.success, name).toBe(true);
      expect(reply.body.message, name).toMatch(DOCUMENT);
      expect(storedFileName(reply.body.message), name).toBe(stored);
      expect((await fetchStored(reply.body.message)).status, name).toBe(200);
    }
  });

  it('refuses documents whose bytes do not match their extension, and other types', async () => {
    const before = storedFiles();
    for (const [name, bytes] of [
      ['a.pdf', EXE],
      ['a.exe', EXE],
      ['a.exe', PDF],
      ['a.docx', PDF],
      ['a.xlsx', DOCX],
      ['a.doc', PDF],
      ['page.html', Buffer.from('<html><script>alert(1)</script></html>')],
      ['no-extension', PDF],
      ['bytes.txt', Buffer.from('text\0more')],
      ['latin1.csv', Buffer.from([0x61, 0x3b, 0xe9, 0x0a])],
    ] as const) {
      expect((await upload(bytes, name)).body, name).toMatchObject({
        success: false,
        message: UPLOAD_TEXTS.notAccepted,
      });
    }
    expect(storedFiles()).toEqual(before);
  });

  it('takes only images for avatars, which every signed-in user may read', async () => {
    const before = storedFiles();
    for (const [name, bytes] of [
      ['list.csv', Buffer.from('id,name\n1,张三\n')],
      ['contract.pdf', PDF],
    ] as const)
      expect((await upload(bytes, name, { biz: UPLOAD_LIMITS.avatarBiz })).body, name).toMatchObject({
        success: false,
        message: UPLOAD_TEXTS.notImage,
      });
    expect(storedFiles()).toEqual(before);
    const png = await upload(PNG, 'me.png', { biz: UPLOAD_LIMITS.avatarBiz });
    expect(png.body.success, png.body.message).toBe(true);
  });

  it('serves documents only at their exact stored shape', async () => {
    const { body } = await upload(PDF, 'a.pdf', { biz: 'temp' });
    const dir = body.message.slice(0, body.message.lastIndexOf('/'));
    for (const path of [
      `temp/${HEX_DIR}/..%2F..%2Fpackage.json`,
      `temp/${HEX_DIR}/..%2F..%2F..%2Fpackage.json`,
      `${dir}/..%2F..%2F${dir.split('/')[1]}%2Fa.pdf`,
      `${dir}/%2E%2E%2Fa.pdf`,
      `${dir}/.a.pdf`,
      `${dir}/a.pdf%00.pdf`,
      `${dir}/a.PDF`,
      `${dir}/a.exe`,
      `${dir}/a.pdf/`,
      dir,
      `temp/${HEX_DIR}/a.pdf`,
      `temp/${HEX_DIR}.pdf`,
      `${dir}.png`,
    ]) {
      const response = await fetchStatic(path);
      expect(response.status, path).toBe(404);
      expect(await response.json(), path).toMatchObject({
        success: false,
        message: UPLOAD_TEXTS.fileMissing,
      });
    }
    expect((await fetchStatic(`${dir}/a.pdf`)).status).toBe(200);
  });
});
