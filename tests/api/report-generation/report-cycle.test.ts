// A hazard-investigation report from generation to archive (domain §4.5) on a real server: the
// engineer generates it from a submitted investigation with the built-in template — a Word file
// holding the enterprise, the policy, the hazard table with its photos, the counts and both
// signatures, and its PDF made by LibreOffice — submits it; the administrator approves and publishes
// it; only then does the enterprise user see it, and confirms it. Published, it is locked.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageResult } from '../../../src/shared/api-types';
import { operate, readAsAdmin, startCast } from '../service-cycle/support';
import type { Cast, Row } from '../service-cycle/support';
import {
  converterInstalled,
  download,
  generateOne,
  givePolicy,
  ok,
  submittedInvestigation,
  whenPdfSettled,
} from './support';

const REPORT = '/nanli/report';

let cast: Cast;
let investigation: Row;
let reportId: string;

async function listAs(token: string): Promise<Row[]> {
  return (await cast.api.get<PageResult<Row>>(`${REPORT}/list`, { token })).body.result.records;
}

beforeAll(async () => {
  cast = await startCast();
  await givePolicy(cast, 'PL-REPORT-1');
  investigation = await submittedInvestigation(cast, [
    ['配电箱门未关闭', '1'],
    ['储罐区静电接地断开', '2'],
  ]);
});
afterAll(() => cast.close());

describe('a hazard-investigation report', () => {
  it('is generated as a Word file with the enterprise, policy, hazard table, photos, counts and signatures', async () => {
    reportId = await generateOne(cast, investigation.id);
    const report = await readAsAdmin(cast, REPORT, reportId);
    expect(report).toMatchObject({ status: '0', versionNo: 1, enterpriseId: cast.mine.id });
    expect(String(report.reportNo)).toMatch(/^BG-\d{8}-\d{4}$/);
    const zip = await JSZip.loadAsync(await download(cast, String(report.fileUrl), cast.engineer.token));
    const body = await zip.file('word/document.xml')!.async('string');
    const text = body.replace(/<[^>]+>/g, '');
    for (const expected of [
      String(report.reportNo),
      '本企业化工有限公司',
      'PL-REPORT-1',
      '配电箱门未关闭',
      '储罐区静电接地断开',
      '重大事故隐患',
      '共2项，一般隐患1项，重大隐患1项',
      '赵工',
    ])
      expect(text).toContain(expected);
    // One photo per hazard row and both signatures: four drawings, their pictures in the package.
    expect(body.match(/<w:drawing>/g)).toHaveLength(4);
    expect(Object.keys(zip.files).filter((name) => name.startsWith('word/media/')).length).toBeGreaterThan(0);
  });

  it.skipIf(!converterInstalled())(
    'has its PDF made by LibreOffice, with the hazard table in it',
    async () => {
      const report = await whenPdfSettled(cast, reportId);
      expect(report.pdfState).toBe('1');
      const pdf = await download(cast, String(report.pdfUrl), cast.engineer.token);
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      const directory = mkdtempSync(path.join(os.tmpdir(), 'report-pdf-'));
      writeFileSync(path.join(directory, 'r.pdf'), pdf);
      const text = execFileSync('pdftotext', ['-layout', path.join(directory, 'r.pdf'), '-']).toString();
      expect(text).toContain('隐患汇总表');
      expect(text).toContain('储罐区静电接地断开');
      const images = execFileSync('pdfimages', ['-list', path.join(directory, 'r.pdf')]).toString();
      expect(images.trim().split('\n').length - 2).toBeGreaterThanOrEqual(4);
    },
  );

  it('is not seen by the enterprise user before it is published', async () => {
    expect((await listAs(cast.owner.token)).map((r) => r.id)).not.toContain(reportId);
  });

  it('is submitted by the engineer, approved and published by the administrator', async () => {
    await ok(operate(cast, REPORT, 'submit', [reportId], cast.engineer.token));
    expect((await operate(cast, REPORT, 'approve', [reportId], cast.engineer.token)).body).toMatchObject({
      success: false,
      code: 510,
    });
    await ok(operate(cast, REPORT, 'approve', [reportId], cast.admin.token, { opinion: '内容完整' }));
    const published = await operate(cast, REPORT, 'publish', [reportId], cast.admin.token);
    const report = await readAsAdmin(cast, REPORT, reportId);
    if (report.pdfUrl) {
      expect(published.body.success).toBe(true);
      expect(await readAsAdmin(cast, REPORT, reportId)).toMatchObject({
        status: '4',
        reviewOpinion: '内容完整',
      });
    } else expect(JSON.stringify(published.body)).toContain('PDF 尚未生成');
  });

  it.skipIf(!converterInstalled())(
    'is then seen and confirmed by the enterprise user, and locked',
    async () => {
      expect((await listAs(cast.owner.token)).map((r) => r.id)).toContain(reportId);
      await ok(operate(cast, REPORT, 'confirm', [reportId], cast.owner.token));
      expect(await readAsAdmin(cast, REPORT, reportId)).toMatchObject({ status: '5' });
      const removed = await cast.api.request<Row>('DELETE', `${REPORT}/delete`, {
        token: cast.admin.token,
        query: { id: reportId },
      });
      expect(removed.body).toMatchObject({
        success: false,
        message: '该记录状态为“企业已确认”，不能修改或删除',
      });
    },
  );

  it('is made again as a new version once it has left the draft', async () => {
    const next = await generateOne(cast, investigation.id);
    expect(next).not.toBe(reportId);
    expect(await readAsAdmin(cast, REPORT, next)).toMatchObject({ versionNo: 2, status: '0' });
  });
});
