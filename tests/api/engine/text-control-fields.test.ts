// Fields edited by an uploader hold stored paths only (never a remote address or a path out of the
// upload directory), at most form.maxCount; rich-text fields are sanitised before they are stored.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORED_FILE_MESSAGES } from '../../../src/shared/validation/stored-files';
import { PDF, PNG, storeFile } from '../helpers/uploads';
import { add, enterpriseBody, expertRow, serviceOrgBody, startEngineServer } from './support';
import type { EngineServer } from './support';

type Row = Record<string, unknown>;
const ENTERPRISE = '/nanli/enterprise';
const HEX = '0123456789abcdef0123456789abcdef';
const DOCUMENT = `jeecg/${HEX}/营业执照 (副本).pdf`;
const IMAGE = `jeecg/${HEX}.png`;
/** Stored files are linked to the record saving them, so each save uploads its own. */
const uploaded = (bytes: Buffer, name: string) => storeFile(server, server.admin, bytes, name);

let server: EngineServer;
beforeAll(async () => {
  server = await startEngineServer();
});
afterAll(() => server.close());

const post = (path: string, body: unknown) => server.api.post<Row>(path, body, { token: server.admin });
const byId = async (base: string, id: unknown) =>
  (await server.api.get<Row>(`${base}/queryById`, { token: server.admin, query: { id: String(id) } })).body
    .result;
const namedCount = async (name: string) =>
  (
    await server.api.get<{ total: number }>(`${ENTERPRISE}/list`, {
      token: server.admin,
      query: { enterpriseName: name },
    })
  ).body.result.total;

describe('upload fields', () => {
  it('keep stored images and documents', async () => {
    const files = [await uploaded(PNG, '现场.png'), await uploaded(PDF, '营业执照 (副本).pdf')].join(',');
    const saved = await add(server, ENTERPRISE, enterpriseBody({ attachments: files }));
    expect((await byId(ENTERPRISE, saved.id)).attachments).toBe(files);
  });

  it('refuse anything else, and more than maxCount, saving nothing', async () => {
    const cases: [string, string][] = [
      ['https://evil.example/a.pdf', STORED_FILE_MESSAGES.notStoredFile],
      [`jeecg/${HEX}/../../anze.sqlite`, STORED_FILE_MESSAGES.notStoredFile],
      [Array.from({ length: 10 }, () => IMAGE).join(','), STORED_FILE_MESSAGES.tooManyFiles(9)],
    ];
    for (const [attachments, message] of cases) {
      const name = `附件校验企业${cases.findIndex((c) => c[0] === attachments)}`;
      const reply = await post(`${ENTERPRISE}/add`, enterpriseBody({ enterpriseName: name, attachments }));
      expect(reply.body, attachments).toMatchObject({
        success: false,
        message: `营业执照等附件：${message}`,
      });
      expect(await namedCount(name)).toBe(0);
    }
  });

  it('take images only where the control is an image (an expert’s signature)', async () => {
    const expert = expertRow();
    const refused = await post('/nanli/serviceOrg/add', {
      ...serviceOrgBody(),
      expertList: [{ ...expert, signImage: DOCUMENT }],
    });
    expect(refused.body.message).toBe(`服务人员第1行的签名图片：${STORED_FILE_MESSAGES.notStoredImage}`);
    const saved = await add(server, '/nanli/serviceOrg', {
      ...serviceOrgBody(),
      expertList: [{ ...expert, signImage: await uploaded(PNG, '签名.png') }],
    });
    expect(saved.id).toBeTruthy();
  });
});

describe('rich-text fields', () => {
  it('are stored sanitised: no scripts, handlers or javascript: links', async () => {
    const hostile =
      '<p style="text-align:center" onclick="steal()">防范<strong>指引</strong><script>alert(1)</script></p>' +
      '<a href="javascript:alert(1)">链接</a><img src="x" onerror="alert(1)"><iframe src="https://evil.example"></iframe>';
    const saved = await add(server, '/nanli/riskType', { code: '09', name: '富文本类', guidance: hostile });
    const stored = String((await byId('/nanli/riskType', saved.id)).guidance);
    expect(stored).toContain('<p style="text-align:center">防范<strong>指引</strong></p>');
    for (const banned of ['<script', 'onclick', 'onerror', 'javascript:', '<iframe'])
      expect(stored, banned).not.toContain(banned);
  });
});
