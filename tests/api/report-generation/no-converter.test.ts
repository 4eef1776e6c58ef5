// Without LibreOffice (a converter path that does not exist) the product still makes the Word report,
// says the PDF needs the converter, refuses to publish a report without its PDF, and makes the PDF
// when asked again once a converter is there.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_GENERATION_PATHS, REPORT_GENERATION_TEXTS } from '../../../src/shared/report-generation';
import { operate, readAsAdmin, startCast } from '../service-cycle/support';
import type { Cast } from '../service-cycle/support';
import { generateOne, ok, submittedInvestigation, whenPdfSettled } from './support';

const REPORT = '/nanli/report';
let cast: Cast;
let reportId: string;

beforeAll(async () => {
  cast = await startCast({ pdfConverter: '/nonexistent/soffice' });
  const investigation = await submittedInvestigation(cast, [['配电箱门未关闭', '1']]);
  reportId = await generateOne(cast, investigation.id);
});
afterAll(() => cast.close());

describe('without a PDF converter', () => {
  it('makes the Word report and says the PDF needs the converter', async () => {
    const report = await whenPdfSettled(cast, reportId);
    expect(report).toMatchObject({ pdfState: '2', pdfState_dictText: '需安装转换器', pdfUrl: null });
    expect(String(report.fileUrl)).toMatch(/\.docx$/);
  });

  it('refuses to publish the report without its PDF', async () => {
    await ok(operate(cast, REPORT, 'submit', [reportId], cast.engineer.token));
    await ok(operate(cast, REPORT, 'approve', [reportId], cast.admin.token));
    const reply = await operate(cast, REPORT, 'publish', [reportId], cast.admin.token);
    expect(JSON.stringify(reply.body)).toContain(REPORT_GENERATION_TEXTS.pdfNotReady);
    expect(await readAsAdmin(cast, REPORT, reportId)).toMatchObject({ status: '3' });
  });

  it('answers the state again when asked to make the PDF', async () => {
    const reply = await ok(
      cast.api.post(REPORT_GENERATION_PATHS.makePdf, { id: reportId }, { token: cast.admin.token }),
    );
    expect(reply).toEqual({ pdfState: '2' });
  });
});
