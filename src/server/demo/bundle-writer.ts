// Writes slices of enterprise bundles: each table's rows of the whole slice in multi-row
// statements (parents before children, so a reader never sees a record whose parent is missing),
// then the linked file rows and the flow log; then it waits for the slice's placeholder photos,
// which were being written meanwhile (photo-files.ts). Counts what it wrote.
import type { Dialect } from '../db/database';
import type { StoredFile } from './cycle-rows';
import type { AnyKysely, DemoTables } from './demo-tables';
import type { FlowRowMaker } from './flow-rows';
import { FLOW_LOG_TABLE } from './flow-rows';
import type { DemoDataCounts } from './options';
import { FILE_TABLE, fileRow } from './photo-files';
import type { PhotoWriter } from './photo-files';
import type { EnterpriseBundle } from './rows';
import { insertEntityRows, insertRows } from './write-rows';
import type { AuditValues, GeneratedRow } from './write-rows';

/** Bundle parts in writing order, with the entity table and the count each goes to. */
const PARTS = [
  ['enterprise', 'enterprise', 'enterprises'],
  ['staff', 'enterpriseStaff', 'enterpriseStaff'],
  ['policies', 'policy', 'policies'],
  ['services', 'enterpriseService', 'enterpriseServices'],
  ['tasks', 'task', 'tasks'],
  ['appointments', 'appointment', 'appointments'],
  ['investigations', 'investigation', 'investigations'],
  ['investigationItems', 'investigationItem', 'investigationItems'],
  ['hazards', 'hiddenDanger', 'hiddenDangers'],
  ['deepServices', 'deepService', 'deepServices'],
  ['drills', 'emergencyDrill', 'emergencyDrills'],
  ['trainings', 'safetyTraining', 'safetyTrainings'],
  ['trainingAttendees', 'trainingAttendee', 'trainingAttendees'],
  ['guideInspections', 'guideInspection', 'guideInspections'],
  ['guideInspectionItems', 'guideInspectionItem', 'guideInspectionItems'],
  ['itineraries', 'expertItinerary', 'expertItineraries'],
  ['itineraryTracks', 'itineraryTrack', 'itineraryTracks'],
] as const satisfies readonly (readonly [keyof EnterpriseBundle, keyof DemoTables, keyof DemoDataCounts])[];

export interface BundleWriterSettings {
  dialect: Dialect;
  tables: DemoTables;
  audit: AuditValues;
  flowRow: FlowRowMaker;
  /** Started on the slice's photo files as its bundles were generated. */
  photos: PhotoWriter;
  counts: DemoDataCounts;
}

export type BundleWriter = (db: AnyKysely, slice: readonly EnterpriseBundle[]) => Promise<void>;

export function bundleWriter(settings: BundleWriterSettings): BundleWriter {
  const { dialect, tables, audit, counts } = settings;
  return async (db, slice) => {
    const files: StoredFile[] = slice.flatMap((bundle) => bundle.files);
    for (const [part, table, count] of PARTS) {
      const rows = slice.flatMap((bundle) => bundle[part] as GeneratedRow | GeneratedRow[]);
      await insertEntityRows(db, dialect, tables[table], rows, audit);
      counts[count] += rows.length;
    }
    const fileTarget = { table: FILE_TABLE.table, columnCount: FILE_TABLE.columns.length };
    await insertRows(
      db,
      dialect,
      fileTarget,
      files.map((file) => fileRow(file, audit.tenantId)),
    );
    counts.files += files.length;
    const steps = slice.flatMap((bundle) => bundle.flowSteps);
    const flowTarget = { table: FLOW_LOG_TABLE.table, columnCount: FLOW_LOG_TABLE.columns.length };
    await insertRows(db, dialect, flowTarget, steps.map(settings.flowRow));
    counts.flowLogs += steps.length;
    await settings.photos.flush();
  };
}
