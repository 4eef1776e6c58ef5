// Excel for every entity with an `api`: exportXls (streamed, or a background job above the row cap),
// importExcel (multipart, validated and saved in batches, failed rows reported), importTemplate, and
// the owner-only paths of export jobs and failed-rows files (contract §8.7, §8.8).
import { createReadStream } from 'node:fs';
import { PassThrough } from 'node:stream';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ENGINE_PATHS, entityEndpoints } from '../../../shared/engine-api';
import { actionCode, offeredActions } from '../../../shared/schema-language/entity-permissions';
import type { EntityAction } from '../../../shared/schema-language/entity';
import { allow } from '../../auth/route-access';
import type { ExportJob } from '../../../shared/engine-api';
import type { KeyValueStore } from '../../kv/key-value-store';
import { Errors } from '../../errors';
import { multipartFailure } from '../../http/multipart-failure';
import { ok } from '../../http/result';
import {
  ExcelImportError,
  IMPORT_FILE_ERRORS,
  IMPORT_MAX_FILE_BYTES,
  columnLabels,
  columnsFromEntity,
  createExportJobs,
  dictionaryTexts,
  exportFileName,
  exportNote,
  exportsInBackground,
  findImportErrorReport,
  importExcelFile,
  importFailure,
  scheduleExcelCleanup,
  templateFileName,
  textDownloadHeaders,
  writeImportTemplate,
  writeWorkbook,
  xlsxDownloadHeaders,
} from '../../excel';
import type { ExcelColumn } from '../../excel';
import type { EntityAccess } from '../access';
import type { QueryParams } from '../filters';
import type { Engine } from '../index';
import type { ResolvedEntity } from '../registry';
import { sortKeys } from '../sorting';
import type { ImportValues } from '../write/import-rows';

const paramsOf = (request: FastifyRequest) => (request.query ?? {}) as QueryParams;

/** Sends a workbook written into a stream; a failure midway ends the download and is logged. */
function sendStream(
  reply: FastifyReply,
  headers: Record<string, string>,
  write: (output: PassThrough) => Promise<unknown>,
) {
  const output = new PassThrough();
  write(output).catch((error: unknown) => {
    reply.log.error({ err: error }, 'excel stream failed');
    output.destroy(error as Error);
  });
  return reply.headers(headers).send(output);
}

function sendFile(reply: FastifyReply, headers: Record<string, string>, path: string) {
  return reply.headers(headers).send(createReadStream(path));
}

/** The columns a user may see, with the dictionary texts the template lists. */
async function columnsFor(
  engine: Engine,
  access: EntityAccess,
  purpose: 'export' | 'import',
): Promise<ExcelColumn[]> {
  const items = purpose === 'import' ? await engine.dictionaryItems(access) : {};
  return columnsFromEntity(access.entity.definition, {
    purpose,
    keys: access.visibleFields.map((field) => field.key),
    dictionaryTexts: (field) => (items[field.key] ? dictionaryTexts(items[field.key]!) : undefined),
  });
}

export async function registerExcelRoutes(
  api: FastifyInstance,
  engine: Engine,
  place: { store: KeyValueStore; dataDir: string },
  exportDirectRowCap: number,
): Promise<void> {
  await api.register(multipart, { limits: { fileSize: IMPORT_MAX_FILE_BYTES, files: 1, fields: 10 } });
  const jobs = createExportJobs({
    ...place,
    onError: (error, jobId) => api.log.error({ err: error, jobId }, 'export job failed'),
  });
  const stopCleanup = scheduleExcelCleanup(place.dataDir);
  api.addHook('onClose', async () => {
    stopCleanup();
    await jobs.idle();
  });

  for (const entity of engine.registry.withApi()) {
    registerEntityExcel(api, engine, entity, { jobs, place, exportDirectRowCap });
  }

  api.get<{ Params: { id: string } }>(ENGINE_PATHS.exportJob, allow.signedIn, async (request) => {
    const { user } = await engine.principal(request);
    const job = await jobs.progress(request.params.id, user.id);
    if (!job) throw Errors.exportJobNotFound();
    return ok(job);
  });

  api.get<{ Params: { id: string } }>(ENGINE_PATHS.exportJobFile, allow.signedIn, async (request, reply) => {
    const { user } = await engine.principal(request);
    const file = await jobs.file(request.params.id, user.id);
    if (!file) throw Errors.exportJobNotFound();
    return sendFile(reply, xlsxDownloadHeaders(file.fileName), file.path);
  });

  api.get<{ Params: { id: string } }>(ENGINE_PATHS.importErrors, allow.signedIn, async (request, reply) => {
    const { user } = await engine.principal(request);
    const report = await findImportErrorReport(request.params.id, user.id, place);
    if (!report) throw Errors.importReportNotFound();
    return sendFile(reply, textDownloadHeaders(report.fileName), report.path);
  });
}

interface ExcelContext {
  jobs: ReturnType<typeof createExportJobs>;
  place: { store: KeyValueStore; dataDir: string };
  exportDirectRowCap: number;
}

function registerEntityExcel(
  api: FastifyInstance,
  engine: Engine,
  entity: ResolvedEntity,
  context: ExcelContext,
): void {
  const { jobs, place } = context;
  const paths = entityEndpoints(entity.definition);
  const title = entity.definition.title;
  const offered = new Set(offeredActions(entity.definition));
  const guard = (action: EntityAction) => allow.anyOf(actionCode(entity.definition, action));

  if (offered.has('exportXls'))
    api.get(paths.exportXls, guard('exportXls'), async (request, reply) => {
      const access = await engine.authorize(request, entity.name, 'exportXls');
      const params = paramsOf(request);
      // Refused here, before the download starts, like a bad filter (countRows): once the workbook
      // streams, an unknown sort column could only break the connection.
      sortKeys(access, params);
      const [total, columns] = await Promise.all([
        engine.countRows(access, params),
        columnsFor(engine, access, 'export'),
      ]);
      const keys = columns.map((column) => column.key);
      const rows = () => engine.exportTable(access, params, keys);
      if (exportsInBackground(total, context.exportDirectRowCap)) {
        const { job } = await jobs.start({
          userId: access.principal.user.id,
          title,
          note: exportNote(total),
          columns,
          total,
          rows,
        });
        return ok<ExportJob>(job);
      }
      // At most the direct cap's rows: read on this thread. Starting the export worker took 160-590 ms
      // under load, more than such a read; the background job's larger exports use it.
      const { keys: positions, batches } = rows();
      return sendStream(reply, xlsxDownloadHeaders(exportFileName(title)), (output) =>
        writeWorkbook({
          title,
          note: exportNote(total),
          columns,
          rows: { keys: positions, batches },
          output,
        }),
      );
    });

  if (offered.has('importExcel'))
    api.get(paths.importTemplate, guard('importExcel'), async (request, reply) => {
      const access = await engine.authorize(request, entity.name, 'importExcel');
      const columns = await columnsFor(engine, access, 'import');
      return sendStream(reply, xlsxDownloadHeaders(templateFileName(title)), (output) =>
        writeImportTemplate({ title, columns, output }),
      );
    });

  if (offered.has('importExcel'))
    api.post(paths.importExcel, guard('importExcel'), async (request) => {
      const access = await engine.authorize(request, entity.name, 'importExcel');
      if (!request.isMultipart()) return importFailure(new ExcelImportError(IMPORT_FILE_ERRORS.noFile));
      let file: Buffer;
      try {
        // The first file part, whatever its field name ('file' from list pages, 'files[]' from JImportModal).
        const part = await request.file();
        if (!part) return importFailure(new ExcelImportError(IMPORT_FILE_ERRORS.noFile));
        file = await part.toBuffer();
      } catch (error) {
        const failure = multipartFailure(error);
        if (failure === 'fileTooLarge') {
          return importFailure(new ExcelImportError(IMPORT_FILE_ERRORS.tooLarge(IMPORT_MAX_FILE_BYTES)));
        }
        if (failure === 'malformed')
          return importFailure(new ExcelImportError(IMPORT_FILE_ERRORS.readFailed));
        throw error;
      }
      const [columns, items, check] = await Promise.all([
        columnsFor(engine, access, 'import'),
        engine.dictionaryItems(access, true),
        engine.newRowPlan(access),
      ]);
      return importExcelFile<ImportValues>({
        file,
        columns,
        labels: columnLabels(columns),
        dictionaries: items,
        // Checked on the reader's thread while this one saves the rows before.
        check,
        saveBatch: (rows) => engine.saveRows(access, rows),
        // All of the file or none of it: a retried import after a crash saves no row twice.
        inOneTransaction: (save) => engine.saveRowsInOneTransaction(access, save),
        userId: access.principal.user.id,
        title,
        place,
        onError: (error) => request.log.error({ err: error }, 'import failed'),
      });
    });
}
