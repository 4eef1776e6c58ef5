// What the report tests share: a submitted investigation with hazards, photos and signatures, files
// read back through the static route, and whether LibreOffice is installed (CI installs it, so the
// PDF tests run there; on a machine without it they say why they are skipped).
import { execFileSync } from 'node:child_process';
import JSZip from 'jszip';
import { expect } from 'vitest';
import { Canvas, encodePng } from '../../../src/server/auth/captcha-image';
import { storeFile } from '../helpers/uploads';
import { BUILTIN_TEMPLATE_ID, REPORT_GENERATION_PATHS } from '../../../src/shared/report-generation';
import {
  addAs,
  hazardBody,
  investigationBody,
  operate,
  policyRow,
  readAsAdmin,
} from '../service-cycle/support';
import type { Cast, Row } from '../service-cycle/support';

const INVESTIGATION = '/nanli/investigation';
const HAZARD = '/nanli/hiddenDanger';

let installed: boolean | undefined;

export function converterInstalled(): boolean {
  if (installed === undefined) {
    try {
      execFileSync('sh', ['-c', 'command -v soffice || command -v libreoffice'], { stdio: 'pipe' });
      installed = true;
    } catch {
      installed = false;
      console.warn(
        'LibreOffice (soffice) is not installed: the PDF report tests are skipped (apt-get install -y libreoffice-writer-nogui).',
      );
    }
  }
  return installed;
}

export const ok = async (
  reply: Promise<{ body: { success: boolean; message: string; result: unknown } }>,
) => {
  const { body } = await reply;
  if (!body.success) throw new Error(body.message);
  return body.result as Row;
};

/** A real picture (the shared test PNG is only a header, which no PDF can show). */
export const picture = (cast: Cast) =>
  storeFile(cast.app, cast.engineer.token, encodePng(new Canvas(160, 120, [90, 140, 200])), '现场.png');

export async function download(cast: Cast, storedPath: string, token: string): Promise<Buffer> {
  const reply = await fetch(`${cast.app.baseUrl}${cast.api.prefix}/sys/common/static/${storedPath}`, {
    headers: { 'X-Access-Token': token },
  });
  expect(reply.status).toBe(200);
  return Buffer.from(await reply.arrayBuffer());
}

/** Gives the cast's own enterprise a valid policy with this number. */
export async function givePolicy(cast: Cast, policyNo: string): Promise<void> {
  await ok(
    cast.api.put(
      '/nanli/enterprise/edit',
      {
        ...(await readAsAdmin(cast, '/nanli/enterprise', cast.mine.id)),
        policyList: [policyRow({ policyNo })],
      },
      { token: cast.admin.token },
    ),
  );
}

/**
 * An investigation of the cast's own enterprise by its engineer, checked in, with a hazard per
 * (description, level) — each with a real photo — and submitted with both signatures.
 */
export async function submittedInvestigation(
  cast: Cast,
  hazards: readonly (readonly [string, string])[],
): Promise<Row> {
  const investigation = await ok(
    addAs(
      cast,
      INVESTIGATION,
      investigationBody(cast, {
        investigationItemList: [
          { checkContent: '配电箱是否关闭加锁', checkBasis: 'GB 50054', checkResult: '0' },
        ],
      }),
      cast.engineer.token,
    ),
  );
  await ok(operate(cast, INVESTIGATION, 'checkIn', [investigation.id], cast.engineer.token));
  for (const [description, level] of hazards)
    await ok(
      addAs(
        cast,
        HAZARD,
        await hazardBody(cast, cast.engineer.token, {
          investigationId: investigation.id,
          description,
          hazardLevel: level,
          hazardCategory: '2',
          hazardPhotos: await picture(cast),
          ...(level === '2'
            ? { responsiblePerson: '王五', rectifyFund: 20000, governancePlan: '停用储罐区，恢复接地后检测' }
            : {}),
        }),
        cast.engineer.token,
      ),
    );
  await ok(
    operate(cast, INVESTIGATION, 'submit', [investigation.id], cast.engineer.token, {
      values: {
        summary: '共检查1项，发现隐患2处',
        expertSignImg: await picture(cast),
        enterpriseSignImg: await picture(cast),
      },
    }),
  );
  return investigation;
}

/** Generates the report of one investigation with the built-in template, as the engineer; its id. */
export async function generateOne(cast: Cast, investigationId: unknown): Promise<string> {
  const answer = await ok(
    cast.api.post(
      REPORT_GENERATION_PATHS.generate,
      { reportType: '1', recordIds: [investigationId], templateId: BUILTIN_TEMPLATE_ID },
      { token: cast.engineer.token },
    ),
  );
  return String((answer.reportIds as string[])[0]);
}

/** The report once its PDF is no longer being made (made, needing the converter, or failed). */
export async function whenPdfSettled(cast: Cast, reportId: string): Promise<Row> {
  for (let i = 0; i < 240; i++) {
    const report = await readAsAdmin(cast, '/nanli/report', reportId);
    if (report.pdfState !== '0') return report;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the PDF of the report was still being made after a minute');
}

/** A report's Word body as text, how many pictures it draws, and the report record. */
export async function wordOfReport(
  cast: Cast,
  reportId: string,
): Promise<{ text: string; drawings: number; report: Row }> {
  const report = await readAsAdmin(cast, '/nanli/report', reportId);
  const zip = await JSZip.loadAsync(await download(cast, String(report.fileUrl), cast.admin.token));
  const body = await zip.file('word/document.xml')!.async('string');
  return { text: body.replace(/<[^>]+>/g, ''), drawings: body.match(/<w:drawing>/g)?.length ?? 0, report };
}

/** Asks for reports of `reportType` made of these records, as `token`'s user, from a template. */
export const generateOfType = (
  cast: Cast,
  token: string,
  reportType: string,
  recordIds: unknown[],
  templateId = BUILTIN_TEMPLATE_ID,
) => cast.api.post<Row>(REPORT_GENERATION_PATHS.generate, { reportType, recordIds, templateId }, { token });
