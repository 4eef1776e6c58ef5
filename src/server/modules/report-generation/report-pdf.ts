// The PDF of a generated report, made after the report's transaction by the converter's queue
// (services.pdf): stored linked to the report's PDF field and recorded with its state in one
// transaction. Without LibreOffice the report keeps its Word file and says the PDF needs the
// converter (nl_pdf_state 2); a failed conversion says so (3) and can be asked for again.
import type { AppServices } from '../../services';
import { engineDb, systemDb } from '../../engine/engine-db';
import { PdfError } from '../../errors';
import { storeGeneratedFile } from '../files/generated-files';
import type { StoredGeneratedFile } from '../files/generated-files';
import { REPORT_ENTITY } from './generate-report';

/** nl_pdf_state. */
export const PDF_STATE = { making: '0', made: '1', needsConverter: '2', failed: '3' } as const;

export interface PdfWork {
  reportId: string;
  reportName: string;
  docx: Buffer;
  makerId: string;
  tenantId: number;
}

type Services = Pick<AppServices, 'db' | 'engine' | 'config' | 'pdf'>;

async function record(services: Services, reportId: string, state: string, pdfUrl: string | null) {
  const entity = services.engine.registry.get(REPORT_ENTITY)!;
  await engineDb(services.db)
    .updateTable(entity.table)
    .set({ [entity.field('pdfState')!.column]: state, [entity.field('pdfUrl')!.column]: pdfUrl })
    .where('id', '=', reportId)
    .execute();
}

/** Makes and records the PDF; never throws (the state tells what happened). Answers the state. */
export async function makeReportPdf(
  services: Services,
  work: PdfWork,
  log: (error: unknown) => void,
): Promise<string> {
  let pdf: Buffer;
  try {
    pdf = await services.pdf.convert(work.docx, work.reportName);
  } catch (error) {
    const state =
      error instanceof PdfError && error.reason === 'converterMissing'
        ? PDF_STATE.needsConverter
        : PDF_STATE.failed;
    if (state === PDF_STATE.failed) log(error);
    await record(services, work.reportId, state, null).catch(log);
    return state;
  }
  let written: StoredGeneratedFile | null = null;
  try {
    await engineDb(services.db)
      .transaction()
      .execute(async (trx) => {
        written = await storeGeneratedFile(systemDb(trx), services.config.dataDir, {
          biz: 'report',
          fileName: work.reportName,
          extension: 'pdf',
          bytes: pdf,
          makerId: work.makerId,
          tenantId: work.tenantId,
          link: { entity: REPORT_ENTITY, recordId: work.reportId, fieldKey: 'pdfUrl' },
        });
        const entity = services.engine.registry.get(REPORT_ENTITY)!;
        await trx
          .updateTable(entity.table)
          .set({
            [entity.field('pdfState')!.column]: PDF_STATE.made,
            [entity.field('pdfUrl')!.column]: written.storedPath,
          })
          .where('id', '=', work.reportId)
          .execute();
      });
    return PDF_STATE.made;
  } catch (error) {
    log(error);
    await (written as StoredGeneratedFile | null)?.remove();
    await record(services, work.reportId, PDF_STATE.failed, null).catch(log);
    return PDF_STATE.failed;
  }
}
