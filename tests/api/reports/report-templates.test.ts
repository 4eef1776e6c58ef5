// 报告模板 (reportTemplate): Word templates an administrator uploads. Saving one opens the .docx,
// joins the runs Word splits a placeholder into, and keeps the placeholders it uses — refusing one
// its report type does not offer by name (also when an edit changes only the type), and anything
// that is not a .docx, with nothing saved. One default template per report type; engineers only read
// templates, enterprise users not even that.
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageResult } from '../../../src/shared/api-types';
import { REPORT_TEMPLATE_TEXTS } from '../../../src/shared/report-templates';
import { STORED_FILE_MESSAGES } from '../../../src/shared/validation/stored-files';
import { add, startEngineServer, userWith } from '../engine/support';
import type { EngineServer } from '../engine/support';
import { PDF, storeFile } from '../helpers/uploads';

type Row = Record<string, unknown>;
const BASE = '/nanli/reportTemplate';
const W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';
const CONTENT_TYPES =
  '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="xml" ContentType="application/xml"/></Types>';

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** A paragraph whose text Word keeps in these runs (as it does after formatting parts of a word). */
const paragraph = (...runs: string[]) =>
  `<w:p>${runs.map((run) => `<w:r><w:rPr><w:b/></w:rPr><w:t xml:space="preserve">${escapeXml(run)}</w:t></w:r>`).join('')}</w:p>`;

/** A minimal .docx: [Content_Types].xml, the body and optional parts (headers, footers, others). */
async function docx(body: string[], parts: Record<string, string> = {}): Promise<Buffer> {
  const zip = new JSZip();
  zip.file('[Content_Types].xml', CONTENT_TYPES);
  zip.file(
    'word/document.xml',
    `<?xml version="1.0"?><w:document ${W}><w:body>${body.join('')}</w:body></w:document>`,
  );
  for (const [name, xml] of Object.entries(parts)) zip.file(name, xml);
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

const header = (text: string) => `<?xml version="1.0"?><w:hdr ${W}>${paragraph(text)}</w:hdr>`;

let server: EngineServer;

const upload = (bytes: Buffer, name = '隐患排查报告模板.docx', token = server.admin) =>
  storeFile(server, token, bytes, name);
const save = (path: 'add' | 'edit', body: Row, token = server.admin) =>
  server.api.request<Row>(path === 'add' ? 'POST' : 'PUT', `${BASE}/${path}`, { token, body });
const list = async (query: Record<string, string> = {}) =>
  (
    await server.api.get<PageResult<Row>>(`${BASE}/list`, {
      token: server.admin,
      query: { pageSize: '100', ...query },
    })
  ).body.result.records;

const template = (templateFile: string, fields: Row = {}): Row => ({
  templateName: `模板${Math.random().toString(36).slice(2, 8)}`,
  reportType: '1',
  templateFile,
  isDefault: 'N',
  status: '1',
  ...fields,
});

beforeAll(async () => {
  server = await startEngineServer();
});
afterAll(async () => {
  await server?.close();
});

describe('report templates', () => {
  it('keeps the placeholders of the body and headers, joined across the runs Word split them into', async () => {
    const file = await upload(
      await docx(
        [
          paragraph('企业：{enter', 'prise', 'Name}，信用代码 {', 'creditCode', '}'),
          paragraph('{#hazards}', '{description} {%photo1}', '{/hazards}'),
          paragraph('{ hazardCount }'),
        ],
        { 'word/header1.xml': header('{reportNo}'), 'word/styles.xml': header('{notAPlaceholder}') },
      ),
    );
    const reply = await save('add', template(file));
    expect(reply.body.success).toBe(true);
    expect(reply.body.result.placeholders).toBe(
      '{enterpriseName}、{creditCode}、{#hazards}、{description}、{%photo1}、{hazardCount}、{reportNo}',
    );
    expect(reply.body.result.version).toMatch(/^V-\d{5}$/);
    const [row] = await list({ templateName: String(reply.body.result.templateName) });
    expect(row).toMatchObject({
      placeholders: reply.body.result.placeholders,
      reportType_dictText: '隐患排查报告',
    });

    // An edit keeping the file keeps the list; a new file brings its own.
    const renamed = await save('edit', { id: reply.body.result.id, templateName: '改名后的模板' });
    expect(renamed.body.result.placeholders).toBe(reply.body.result.placeholders);
    const next = await upload(await docx([paragraph('{conclusion}')]));
    const replaced = await save('edit', { id: reply.body.result.id, templateFile: next });
    expect(replaced.body.result.placeholders).toBe('{conclusion}');
  });

  it('refuses a template naming data the generator does not offer, saving nothing', async () => {
    const before = (await list()).length;
    const file = await upload(
      await docx([
        paragraph('{enterpriseName}{f', 'oo}'),
        paragraph('{#hazards}{bar}{/hazards}{description}'),
      ]),
    );
    const reply = await save('add', template(file));
    expect(reply.body.success).toBe(false);
    expect(reply.body.message).toBe(
      `模板文件：${REPORT_TEMPLATE_TEXTS.unknownPlaceholder(['{foo}', '{bar}', '{description}'])}`,
    );
    expect(reply.body.message).toContain('模板包含未知占位符：{foo}');
    for (const [body, message] of [
      [[paragraph('{#hazards}{description}')], REPORT_TEMPLATE_TEXTS.unclosedLoop('{#hazards}')],
      [[paragraph('{enterpriseName')], REPORT_TEMPLATE_TEXTS.unbalancedBrace],
      [[paragraph('{#nothing}{/nothing}')], REPORT_TEMPLATE_TEXTS.unknownPlaceholder(['{#nothing}'])],
    ] as const) {
      const refused = await save('add', template(await upload(await docx([...body]))));
      expect(refused.body.message).toBe(`模板文件：${message}`);
    }
    expect((await list()).length).toBe(before);
  });

  it('holds a template to its own report type, on add and on an edit changing only the type', async () => {
    const hazardsTable = async () =>
      upload(await docx([paragraph('{enterpriseName}'), paragraph('{#hazards}{description}{/hazards}')]));
    const otherType = `模板文件：${REPORT_TEMPLATE_TEXTS.unknownPlaceholder(['{#hazards}', '{description}'])}`;
    const before = (await list()).length;
    // The hazards table is the investigation's (type 1), not a drill's (type 3).
    const drill = await save('add', template(await hazardsTable(), { reportType: '3' }));
    expect(drill.body).toMatchObject({ success: false, message: otherType });
    expect((await list()).length).toBe(before);

    const investigation = await add<Row>(server, BASE, template(await hazardsTable(), { reportType: '1' }));
    expect(investigation.placeholders).toBe('{enterpriseName}、{#hazards}、{description}');
    const retyped = await save('edit', { id: investigation.id, reportType: '3' });
    expect(retyped.body).toMatchObject({ success: false, message: otherType });
    const [kept] = await list({ templateName: String(investigation.templateName) });
    expect(kept).toMatchObject({ reportType: '1', placeholders: investigation.placeholders });
  });

  it('takes .docx files only', async () => {
    const before = (await list()).length;
    const pdf = await upload(PDF, '模板.pdf');
    const refused = await save('add', template(pdf));
    expect(refused.body).toMatchObject({
      success: false,
      message: `模板文件：${STORED_FILE_MESSAGES.notAccepted(['docx'])}`,
    });
    // A zip the upload takes for a .docx, without a Word body.
    const zip = new JSZip();
    zip.file('[Content_Types].xml', CONTENT_TYPES);
    zip.file('word/other.xml', '<x/>');
    const hollow = await upload(await zip.generateAsync({ type: 'nodebuffer' }));
    const notWord = await save('add', template(hollow));
    expect(notWord.body.message).toBe(`模板文件：${REPORT_TEMPLATE_TEXTS.notDocx}`);
    expect((await list()).length).toBe(before);
  });

  it('keeps one default template per report type', async () => {
    const file = async () => upload(await docx([paragraph('{enterpriseName}')]));
    const first = await add<Row>(server, BASE, template(await file(), { reportType: '2', isDefault: 'Y' }));
    const second = await add<Row>(server, BASE, template(await file(), { reportType: '2', isDefault: 'Y' }));
    const otherType = await add<Row>(
      server,
      BASE,
      template(await file(), { reportType: '3', isDefault: 'Y' }),
    );
    const defaults = async () =>
      (await list({ isDefault: 'Y' }))
        .filter((r) => ['2', '3'].includes(String(r.reportType)))
        .map((r) => r.id);
    expect((await defaults()).sort()).toEqual([second.id, otherType.id].sort());
    expect((await save('edit', { id: first.id, isDefault: 'Y' })).body.success).toBe(true);
    expect((await defaults()).sort()).toEqual([first.id, otherType.id].sort());
  });

  it('lets engineers read templates only, and enterprise users not at all (510)', async () => {
    const engineer = await userWith(server, ['expert']);
    const enterprise = await userWith(server, ['enterprise']);
    const file = await upload(await docx([paragraph('{enterpriseName}')]), '模板.docx', engineer.token);
    const read = await server.api.get<PageResult<Row>>(`${BASE}/list`, { token: engineer.token });
    expect(read.body.success).toBe(true);
    expect((await save('add', template(file), engineer.token)).body.code).toBe(510);
    for (const token of [enterprise.token]) {
      expect((await server.api.get(`${BASE}/list`, { token })).body.code).toBe(510);
      expect((await save('add', template(file), token)).body.code).toBe(510);
    }
  });
});
