// Export, import template and import through the entity endpoints, as a browser calls them.
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExportJob, ImportPartialResult } from '../../../src/shared/engine-api';
import { creditCodeCheckChar } from '../../../src/shared/validation/check-digits';
import { newId } from '../../../src/server/db/ids';
import { IMPORT_BATCH_SIZE, IMPORT_MAX_ROWS, writeWorkbook } from '../../../src/server/excel';
import { MAX_TABLE_DICT_ITEMS } from '../../../src/server/engine/table-dictionaries';
import { createUser } from '../helpers/fixtures';
import { PDF, storeFile } from '../helpers/uploads';
import { add, createRoleWithCodes, creditCode, del, enterpriseBody, startEngineServer } from './support';
import type { EngineServer } from './support';

const BASE = '/nanli/enterprise';
let server: EngineServer;

beforeAll(async () => {
  server = await startEngineServer();
});
afterAll(() => server.close());

async function download(path: string, token = server.admin, query: Record<string, string> = {}) {
  const url = new URL(server.config.apiPrefix + path, server.baseUrl);
  for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
  const response = await fetch(url, { headers: { 'X-Access-Token': token } });
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

async function sheetOf(bytes: Buffer): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  return workbook.worksheets[0]!;
}

const rowTexts = (sheet: ExcelJS.Worksheet, n: number) =>
  (sheet.getRow(n).values as unknown[]).slice(1).map((v) => (v === null || v === undefined ? '' : String(v)));

async function upload(bytes: Buffer, token = server.admin, name = '企业.xlsx') {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  const response = await fetch(new URL(`${server.config.apiPrefix}${BASE}/importExcel`, server.baseUrl), {
    method: 'POST',
    headers: { 'X-Access-Token': token },
    body: form,
  });
  return (await response.json()) as { success: boolean; code: number; message: string; result: unknown };
}

describe('exportXls', () => {
  it('streams the filtered rows with the title rows, labels and dictionary texts', async () => {
    await add(server, BASE, enterpriseBody({ enterpriseName: '导出化工甲公司', districtCode: '450103' }));
    await add(server, BASE, enterpriseBody({ enterpriseName: '导出化工乙公司' }));
    await add(server, BASE, enterpriseBody({ enterpriseName: '导出建材丙公司' }));
    const { response, bytes } = await download(`${BASE}/exportXls`, server.admin, {
      enterpriseName: '*导出化工*',
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('spreadsheetml');
    expect(response.headers.get('content-disposition')).toContain("filename*=UTF-8''");
    const sheet = await sheetOf(bytes);
    expect(rowTexts(sheet, 1)[0]).toBe('投保企业');
    expect(rowTexts(sheet, 2)[0]).toMatch(/^导出时间：\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} {2}共2条$/);
    const header = rowTexts(sheet, 3);
    expect(header.slice(0, 3)).toEqual(['企业名称', '企业简称', '统一社会信用代码']);
    const nameColumn = header.indexOf('企业名称') + 1;
    const districtColumn = header.indexOf('所属区县') + 1;
    const names = [4, 5].map((n) => String(sheet.getRow(n).getCell(nameColumn).value));
    expect(names.sort()).toEqual(['导出化工乙公司', '导出化工甲公司']);
    const districts = [4, 5].map((n) => String(sheet.getRow(n).getCell(districtColumn).value));
    expect(districts.sort()).toEqual(['兴宁区', '青秀区']);
    expect(sheet.rowCount).toBe(5);
  });

  it('exports only the selected rows when selections are given', async () => {
    const chosen = await add<{ id: string }>(
      server,
      BASE,
      enterpriseBody({ enterpriseName: '只导出这一家' }),
    );
    const { bytes } = await download(`${BASE}/exportXls`, server.admin, { selections: chosen.id });
    const sheet = await sheetOf(bytes);
    expect(sheet.rowCount).toBe(4);
    expect(rowTexts(sheet, 4)[0]).toBe('只导出这一家');
  });

  it('refuses a user without the export permission with 510', async () => {
    await createRoleWithCodes(server.db, 'list_only', ['nanli:enterprise:list']);
    await createUser(server.db, { username: 'listonly', password: 'Right-pass-1', roleCodes: ['list_only'] });
    const token = await server.api.login('listonly', 'Right-pass-1');
    const reply = await server.api.get(`${BASE}/exportXls`, { token });
    expect(reply.body).toMatchObject({ success: false, code: 510, message: '没有权限，请联系管理员授权' });
  });
});

describe('background export above the row cap', () => {
  it('answers a job whose progress and file only its owner can read', async () => {
    const small = await startEngineServer({ config: { exportDirectRowCap: 1 } });
    try {
      // Two namesake experts: the job's worker writes them as a direct download does.
      const mobiles = ['13900000201', '13900000202'];
      for (const mobile of mobiles) {
        const id = newId();
        await sql`insert into nanli_expert (id, name, expert_type, mobile) values (${id}, ${'后台同名工程师'}, ${'1'}, ${mobile})`.execute(
          small.raw,
        );
        await add(small, BASE, enterpriseBody({ responsibleExpertId: id }));
      }
      const reply = await small.api.get<ExportJob>(`${BASE}/exportXls`, { token: small.admin });
      expect(reply.body.success).toBe(true);
      expect(reply.body.result).toMatchObject({
        total: 2,
        fileName: expect.stringMatching(/^投保企业.*\.xlsx$/),
      });
      const id = reply.body.result.id;
      let job = reply.body.result;
      for (let i = 0; i < 50 && job.status === 'running'; i++) {
        await new Promise((r) => setTimeout(r, 100));
        job = (await small.api.get<ExportJob>(`/engine/exportJobs/${id}`, { token: small.admin })).body
          .result;
      }
      expect(job).toMatchObject({ status: 'done', written: 2, total: 2 });
      const file = await fetch(
        new URL(`${small.config.apiPrefix}/engine/exportJobs/${id}/file`, small.baseUrl),
        {
          headers: { 'X-Access-Token': small.admin },
        },
      );
      const sheet = await sheetOf(Buffer.from(await file.arrayBuffer()));
      expect(sheet.rowCount).toBe(5);
      const expertColumn = rowTexts(sheet, 3).indexOf('包保工程师');
      expect([4, 5].map((n) => rowTexts(sheet, n)[expertColumn]).sort()).toEqual(
        mobiles.map((mobile) => `后台同名工程师（${mobile}）`),
      );
      // The same title rows as a direct download: the note was left empty in a background file.
      expect(rowTexts(sheet, 2)[0]).toMatch(/^导出时间：\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} {2}共2条$/);

      await createUser(small.db, { username: 'stranger', password: 'Right-pass-1', roleCodes: ['admin'] });
      const stranger = await small.api.login('stranger', 'Right-pass-1');
      const peek = await small.api.get(`/engine/exportJobs/${id}`, { token: stranger });
      expect(peek.body).toMatchObject({ success: false, message: '导出任务不存在或已过期' });
    } finally {
      await small.close();
    }
  });
});

describe('import template and importExcel', () => {
  async function filledTemplate(rows: Record<string, string | number>[]): Promise<Buffer> {
    const { bytes } = await download(`${BASE}/importTemplate`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const header = rowTexts(sheet, 3).map((label) => label.replace(/^\*/, '').trim());
    rows.forEach((row, i) => {
      const target = sheet.getRow(4 + i);
      for (const [label, value] of Object.entries(row)) {
        const column = header.indexOf(label) + 1;
        if (column === 0) throw new Error(`template has no column ${label}: ${header.join(',')}`);
        target.getCell(column).value = value;
      }
      target.commit();
    });
    return Buffer.from(await workbook.xlsx.writeBuffer());
  }

  const goodRow = (name: string, creditCode: string): Record<string, string | number> => ({
    企业名称: name,
    统一社会信用代码: creditCode,
    所属区县: '青秀区',
    行业领域: '危险化学品',
    国民经济行业: '制造业',
    企业规模: '小型',
    法定代表人: '张三',
    主要负责人: '李四',
    主要负责人手机: '13800000001',
    联系人: '王五',
    联系电话: '13800000002',
    详细地址: '南宁市青秀区民族大道1号',
    从业人员数: 20,
  });

  it('offers a template with the title rows and the writable columns', async () => {
    const { response, bytes } = await download(`${BASE}/importTemplate`);
    expect(response.status).toBe(200);
    const sheet = await sheetOf(bytes);
    expect(rowTexts(sheet, 1)[0]).toBe('投保企业');
    const header = rowTexts(sheet, 3).join('|');
    expect(header).toContain('企业名称');
    expect(header).not.toContain('省'); // form-hidden fields are filled by their defaults
  });

  it('imports good rows and answers 201 with a downloadable report of the bad ones', async () => {
    const bytes = await filledTemplate([
      goodRow('导入甲公司', '91450103908301663U'),
      { ...goodRow('导入乙公司', '91450103908301663X') },
      { ...goodRow('导入丙公司', '91450107390996033N'), 所属区县: '火星区' },
      goodRow('导入丁公司', '91350100M000100Y43'),
    ]);
    const reply = await upload(bytes);
    expect(reply).toMatchObject({ success: true, code: 201, message: '文件导入成功，但有错误。' });
    const result = reply.result as ImportPartialResult;
    expect(result).toMatchObject({
      totalCount: 4,
      successCount: 2,
      errorCount: 2,
      msg: '总上传行数：4，已导入行数：2，错误行数：2',
    });
    const report = await download(result.fileUrl);
    const text = report.bytes.toString('utf8');
    expect(text).toContain('第5行：统一社会信用代码：统一社会信用代码格式不正确');
    expect(text).toContain('第6行：所属区县：“火星区”不是可选的值');
    const imported = await server.api.get<{ records: { enterpriseName: string }[] }>(`${BASE}/list`, {
      token: server.admin,
      query: { enterpriseName: '导入*' },
    });
    expect(imported.body.result.records.map((r) => r.enterpriseName).sort()).toEqual([
      '导入丁公司',
      '导入甲公司',
    ]);

    await createUser(server.db, { username: 'otheradmin', password: 'Right-pass-1', roleCodes: ['admin'] });
    const other = await server.api.login('otheradmin', 'Right-pass-1');
    expect((await download(result.fileUrl, other)).bytes.toString('utf8')).not.toContain('第5行');
  });

  it('refuses a file over the row cap as a whole, keeping none of the rows saved before the reader got there', async () => {
    // A full batch of good rows first (saved while the rest is read), then rows up to one past the cap.
    const labels = Object.keys(goodRow('', ''));
    const columns = labels.map((label) => ({ key: label, header: label, kind: 'text' as const }));
    const good = Array.from({ length: IMPORT_BATCH_SIZE }, (_, i) => {
      const first17 = `914501009${String(i).padStart(8, '0')}`;
      return goodRow(`上限企业${i}`, first17 + creditCodeCheckChar(first17));
    });
    const rest = Array.from({ length: IMPORT_MAX_ROWS + 1 - good.length }, (_, i) => ({
      企业名称: `上限空企业${i}`,
    }));
    const chunks: Buffer[] = [];
    const output = new PassThrough().on('data', (chunk: Buffer) => chunks.push(chunk));
    await writeWorkbook({ title: '投保企业', columns, rows: [...good, ...rest], output });
    const reply = await upload(Buffer.concat(chunks));
    expect(reply).toMatchObject({
      success: false,
      message: `文件导入失败:数据行数超过上限（最多${IMPORT_MAX_ROWS}行），请分批导入`,
    });
    const saved = await sql<{ count: number | string }>`select count(*) as count from nanli_enterprise
      where enterprise_name like '上限%'`.execute(server.raw);
    expect(Number(saved.rows[0]!.count)).toBe(0);
  });

  it('answers 200 when every row is imported, and refuses a file that is not xlsx', async () => {
    const bytes = await filledTemplate([goodRow('全部成功公司', '91450107390996033N')]);
    const reply = await upload(bytes);
    expect(reply).toMatchObject({ success: true, code: 200, message: '共1行数据全部导入成功！' });
    const broken = await upload(Buffer.from('not a spreadsheet'), server.admin, 'x.xlsx');
    expect(broken.success).toBe(false);
    expect(broken.message).toMatch(/^文件导入失败:/);
  });

  it('finds a referenced row past the first 5000 a table dictionary lists', async () => {
    const rows = Array.from({ length: MAX_TABLE_DICT_ITEMS + 1 }, (_, i) => ({
      id: newId(),
      name: `批量工程师${String(i).padStart(5, '0')}`,
      expert_type: '1',
    }));
    for (let start = 0; start < rows.length; start += 1000)
      await server.raw
        .insertInto('nanli_expert' as never)
        .values(rows.slice(start, start + 1000) as never)
        .execute();
    const last = rows[rows.length - 1]!;
    const bytes = await filledTemplate([{ ...goodRow('包保末位公司', creditCode()), 包保工程师: last.name }]);
    expect(await upload(bytes)).toMatchObject({ success: true, code: 200 });
    const saved = await server.api.get<{ records: { responsibleExpertId: string }[] }>(`${BASE}/list`, {
      token: server.admin,
      query: { enterpriseName: '包保末位公司' },
    });
    expect(saved.body.result.records.map((r) => r.responsibleExpertId)).toEqual([last.id]);
    await server.raw
      .deleteFrom('nanli_expert' as never)
      .where(sql.ref('name'), 'like', '批量工程师%')
      .where(sql.ref('id'), '<>', last.id)
      .execute();
  });

  it('takes the namesake the field may hold, and refuses a name two of them share', async () => {
    // 包保工程师 offers experts of types 1 and 2 only: a type-3 namesake must not be taken.
    const expert = async (name: string, expertType: string) => {
      const id = newId();
      await sql`insert into nanli_expert (id, name, expert_type) values (${id}, ${name}, ${expertType})`.execute(
        server.raw,
      );
      return id;
    };
    const engineer = await expert('同名甲工程师', '1');
    await expert('同名甲工程师', '3');
    await expert('同名乙工程师', '1');
    await expert('同名乙工程师', '2');
    const bytes = await filledTemplate([
      { ...goodRow('包保同名甲公司', creditCode()), 包保工程师: '同名甲工程师' },
      { ...goodRow('包保同名乙公司', creditCode()), 包保工程师: '同名乙工程师' },
    ]);
    const reply = await upload(bytes);
    const result = reply.result as ImportPartialResult;
    expect(result).toMatchObject({ successCount: 1, errorCount: 1 });
    expect((await download(result.fileUrl)).bytes.toString('utf8')).toContain(
      '第5行：包保工程师：“同名乙工程师”对应多个可选项，无法确定是哪一个：请清空此格，导入后在页面上选择',
    );
    const saved = await server.api.get<{ records: { responsibleExpertId: string }[] }>(`${BASE}/list`, {
      token: server.admin,
      query: { enterpriseName: '包保同名*' },
    });
    expect(saved.body.result.records.map((r) => r.responsibleExpertId)).toEqual([engineer]);
  });
});

describe('export and import back', () => {
  it('writes namesakes with their mobile numbers and imports them back to the same rows', async () => {
    // An expert's mobile is unique: it tells the two apart in the sheet.
    const mobiles = ['13900000101', '13900000102'];
    const expert = async (mobile: string) => {
      const id = newId();
      await sql`insert into nanli_expert (id, name, expert_type, mobile) values (${id}, ${'往返同名工程师'}, ${'1'}, ${mobile})`.execute(
        server.raw,
      );
      return id;
    };
    const experts = [await expert(mobiles[0]!), await expert(mobiles[1]!)];
    const chosen = await Promise.all(
      experts.map((responsibleExpertId, i) =>
        add<{ id: string }>(
          server,
          BASE,
          enterpriseBody({ enterpriseName: `往返同名${'甲乙'[i]}公司`, responsibleExpertId }),
        ),
      ),
    );
    const { bytes } = await download(`${BASE}/exportXls`, server.admin, {
      selections: chosen.map((c) => c.id).join(','),
    });
    const sheet = await sheetOf(bytes);
    const column = rowTexts(sheet, 3).indexOf('包保工程师');
    expect([rowTexts(sheet, 4)[column], rowTexts(sheet, 5)[column]].sort()).toEqual(
      mobiles.map((mobile) => `往返同名工程师（${mobile}）`),
    );
    for (const { id } of chosen) await del(server.api, `${BASE}/delete`, server.admin, { id });
    expect(await upload(bytes)).toMatchObject({
      success: true,
      code: 200,
      message: '共2行数据全部导入成功！',
    });
    const saved = await server.api.get<{
      records: { enterpriseName: string; responsibleExpertId: string }[];
    }>(`${BASE}/list`, {
      token: server.admin,
      query: { enterpriseName: '往返同名*', column: 'enterpriseName', order: 'asc' },
    });
    expect(saved.body.result.records.map((r) => r.responsibleExpertId).sort()).toEqual([...experts].sort());
    const byName = Object.fromEntries(
      saved.body.result.records.map((r) => [r.enterpriseName, r.responsibleExpertId]),
    );
    expect(byName).toEqual({ 往返同名甲公司: experts[0], 往返同名乙公司: experts[1] });
  });

  it('imports an exported file as it is: read-only and derived columns, and the deleted record’s files', async () => {
    const licence = await storeFile(server, server.admin, PDF, '营业执照.pdf');
    const chosen = await add<{ id: string }>(
      server,
      BASE,
      enterpriseBody({
        enterpriseName: '往返导入公司',
        attachments: licence,
      }),
    );
    const { bytes } = await download(`${BASE}/exportXls`, server.admin, { selections: chosen.id });
    expect((await del(server.api, `${BASE}/delete`, server.admin, { id: chosen.id })).body.success).toBe(
      true,
    );
    const reply = await upload(bytes);
    expect(reply).toMatchObject({ success: true, code: 200, message: '共1行数据全部导入成功！' });
  });
});
