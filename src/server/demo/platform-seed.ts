// Writes the platform's own operation once per installation, like the reference data: after the
// enterprises, each part (pictures, packages, files to download, push log, report templates) only
// while its table is empty, so a run that adds enterprises to an existing data set (or an installation where someone
// already filled a page) never writes it twice. Its files are written whatever the run's photo
// budget left: a file to download must be there. The report templates are the built-in ones
// (report-template-files.ts), their version numbers taken from the template counter as a save takes
// them, so the administrator's next upload gets the next one.
import type { Dialect } from '../db/database';
import { takeSerials } from '../engine/serials/assign-serials';
import type { EngineDb } from '../engine/engine-db';
import type { EntityDefinition } from '../../shared/schema-language/entity';
import type { DemoContext } from './context';
import type { AnyKysely, DemoTables } from './demo-tables';
import { countRows } from './existing-data';
import type { FlowRowMaker } from './flow-rows';
import { FLOW_LOG_TABLE } from './flow-rows';
import type { DemoDataCounts } from './options';
import { FILE_TABLE, fileRow, PhotoWriter } from './photo-files';
import { generatePlatformData, PLATFORM_PARTS } from './platform-operation';
import type { PlatformPart } from './platform-operation';
import type { PlatformData } from './platform-rows';
import type { PushSources } from './push-sources';
import { builtinTemplateFiles } from './report-template-files';
import { NO_TEMPLATE_UPLOADS } from './report-templates';
import type { TemplateUploads } from './report-templates';
import { insertEntityRows, insertRows } from './write-rows';
import type { AuditValues } from './write-rows';

export interface PlatformSeedSettings {
  dialect: Dialect;
  tables: DemoTables;
  audit: AuditValues;
  flowRow: FlowRowMaker;
  uploadRoot: string | undefined;
  counts: DemoDataCounts;
  /** Every entity: the report sources whose built-in templates are uploaded. */
  entities: readonly EntityDefinition[];
}

/** Each part's rows in the bundle, and the count it adds to. */
const PARTS: readonly (readonly [PlatformPart, keyof PlatformData, keyof DemoDataCounts])[] = [
  ['appPicture', 'appPictures', 'appPictures'],
  ['apkVersion', 'apkVersions', 'apkVersions'],
  ['fileDownload', 'fileDownloads', 'fileDownloads'],
  ['pushLog', 'pushLogs', 'pushLogs'],
  ['reportTemplate', 'reportTemplates', 'reportTemplates'],
];

/** The built-in templates with the versions they take from the template counter. */
async function templateUploads(
  db: AnyKysely,
  entities: readonly EntityDefinition[],
  tenantId: number,
): Promise<TemplateUploads> {
  const files = await builtinTemplateFiles(entities);
  if (files.length === 0) return NO_TEMPLATE_UPLOADS;
  const key = { entity: 'reportTemplate', field: 'version', tenantId, period: '' };
  const last = await takeSerials(db as EngineDb, key, files.length);
  return { files, firstSerial: last - files.length + 1 };
}

export async function ensurePlatformData(
  db: AnyKysely,
  context: DemoContext,
  sources: PushSources,
  settings: PlatformSeedSettings,
): Promise<void> {
  const { dialect, tables, audit, counts } = settings;
  const parts = new Set<PlatformPart>();
  for (const part of PLATFORM_PARTS) if ((await countRows(db, tables[part].table)) === 0) parts.add(part);
  if (parts.size === 0) return;
  const templates = parts.has('reportTemplate')
    ? await templateUploads(db, settings.entities, audit.tenantId)
    : NO_TEMPLATE_UPLOADS;
  const data = generatePlatformData(context, sources, parts, templates);
  const files = new PhotoWriter(settings.uploadRoot, data.files.length);
  files.add(data.files);
  for (const [part, key, count] of PARTS) {
    const rows = data[key] as unknown as { id: string; createTime: string }[];
    await insertEntityRows(db, dialect, tables[part], rows, audit);
    counts[count] += rows.length;
  }
  await insertRows(
    db,
    dialect,
    { table: FILE_TABLE.table, columnCount: FILE_TABLE.columns.length },
    data.files.map((file) => fileRow(file, audit.tenantId)),
  );
  counts.files += data.files.length;
  await insertRows(
    db,
    dialect,
    { table: FLOW_LOG_TABLE.table, columnCount: FLOW_LOG_TABLE.columns.length },
    data.flowSteps.map(settings.flowRow),
  );
  counts.flowLogs += data.flowSteps.length;
  await files.flush();
}
