// The PDF of a generated report, made after the report's transaction by the converter's queue
// (services.pdf): stored linked to the report's PDF field and recorded with its state in one
// transaction. Without LibreOffice the report keeps its Word file and says the PDF needs the
// converter (nl_pdf_state 2); a failed conversion says so (3) and can be asked for again.
import type { AppServices } from '../../services';
import { engineDb, systemDb } from '../../engine/engine-db';
import type { EngineDb } from '../../engine/engine-db';
import { PdfError } from '../../errors';
import { storeGeneratedFile } from '../files/generated-files';
import type { StoredGeneratedFile } from '../files/generated-files';
import { REPORT_ENTITY } from './generate-report';

/** nl_pdf_state. */
export const PDF_STATE = { making: '0', made: '1', needsConverter: '2', failed: '3' } as const;

export interface PdfWork {
  reportId: string;
  /** The Word file converted: a report made again meanwhile keeps the PDF of its new file. */
  fileUrl: string;
  reportName: string;
  docx: Buffer;
  makerId: string;
  tenantId: number;
}

type Services = Pick<AppServices, 'db' | 'engine' | 'config' | 'pdf'>;

/** Records the PDF's state and file on the report, if it still holds the Word file converted. */
async function record(db: EngineDb, services: Services, work: PdfWork, state: string, pdfUrl: string | null) {
  const entity = services.engine.registry.get(REPORT_ENTITY)!;
  const result = await db
    .updateTable(entity.table)
    .set({ [entity.field('pdfState')!.column]: state, [entity.field('pdfUrl')!.column]: pdfUrl })
    .where('id', '=', work.reportId)
    .where(entity.field('fileUrl')!.column, '=', work.fileUrl)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The report was made again while its previous file was converted. */
class Superseded extends Error {}

/** Makes and records the PDF; never throws (the state tells what happened). Answers the state. */
export async function makeReportPdf(services: Services, work: PdfWork, log: (error: unknown) => void) {
  return (await makeReportPdfs(services, [work], log))[0]!;
}

/** The PDFs of several reports by one LibreOffice process (a batch), each recorded; answers the states. */
export async function makeReportPdfs(
  services: Services,
  works: readonly PdfWork[],
  log: (error: unknown) => void,
): Promise<string[]> {
  let outcomes: (Buffer | Error)[];
  try {
    outcomes = await services.pdf.convertMany(works.map((w) => ({ docx: w.docx, baseName: w.reportName })));
  } catch (error) {
    outcomes = works.map(() => (error instanceof Error ? error : new Error(String(error))));
  }
  const states: string[] = [];
  for (const [index, work] of works.entries())
    states.push(await recordPdf(services, work, outcomes[index]!, log));
  return states;
}

/** Stores a PDF (or records why there is none) on its report; answers the state. */
async function recordPdf(
  services: Services,
  work: PdfWork,
  outcome: Buffer | Error,
  log: (error: unknown) => void,
): Promise<string> {
  if (outcome instanceof Error) {
    const state =
      outcome instanceof PdfError && outcome.reason === 'converterMissing'
        ? PDF_STATE.needsConverter
        : PDF_STATE.failed;
    // A conversion refused at shutdown is no fault to log: the report can be made again.
    const shuttingDown = outcome instanceof PdfError && outcome.reason === 'shuttingDown';
    if (state === PDF_STATE.failed && !shuttingDown) log(outcome);
    await record(engineDb(services.db), services, work, state, null).catch(log);
    return state;
  }
  const pdf = outcome;
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
        if (!(await record(trx, services, work, PDF_STATE.made, written.storedPath))) throw new Superseded();
      });
    return PDF_STATE.made;
  } catch (error) {
    await (written as StoredGeneratedFile | null)?.remove();
    if (error instanceof Superseded) return PDF_STATE.making;
    log(error);
    await record(engineDb(services.db), services, work, PDF_STATE.failed, null).catch(log);
    return PDF_STATE.failed;
  }
}
