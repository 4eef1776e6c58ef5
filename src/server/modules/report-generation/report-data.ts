// The data of reports (domain §2.18, §4.5) of any declared source: for each record, every value,
// image and list its report type's catalogue (shared/report-catalogue.ts) offers a template — the
// common part (enterprise-profile.ts), the declared part (record-data.ts) and the source's data
// extension (investigation-data.ts), in that order, a later value replacing an earlier one as the
// catalogue's labels do. Read for many records at once.
import { enterpriseProfiles } from './enterprise-profile';
import { investigationData } from './investigation-data';
import { declaredData } from './record-data';
import type { Row, RowReader } from './report-rows';
import type { ReportSource } from './report-sources';

export type { ReportImage } from './report-rows';

type DataExtension = (
  reader: RowReader,
  records: readonly Row[],
) => Promise<Map<string, Record<string, unknown>>>;

/** The server side of shared REPORT_DATA_EXTENSIONS, by the name a `reportSource.data` gives. */
const DATA_EXTENSIONS: Readonly<Record<string, DataExtension>> = {
  hazardInvestigation: investigationData,
};

export interface ReportData {
  recordId: string;
  recordNo: string;
  enterpriseId: string;
  enterpriseName: string;
  /** Values, lists and images by placeholder name, as the template engine reads them. */
  fields: Record<string, unknown>;
}

/** The data of each record (in the order given); ids not found are left out. */
export async function loadReportData(
  reader: RowReader,
  source: Pick<ReportSource, 'entity' | 'declared' | 'lists'>,
  recordIds: readonly string[],
  now: Date = new Date(),
): Promise<ReportData[]> {
  const { entity, declared } = source;
  const records = await reader.rowsWhere(entity.name, 'id', recordIds);
  if (records.length === 0) return [];
  const enterpriseOf = (record: Row) => String(record[declared.enterpriseField] ?? '');
  const extension = declared.data ? DATA_EXTENSIONS[declared.data] : undefined;
  if (declared.data && !extension) throw new Error(`No report data extension "${declared.data}"`);
  const [profiles, own, extra] = await Promise.all([
    enterpriseProfiles(reader, records.map(enterpriseOf), now),
    declaredData(reader, source, records),
    extension ? extension(reader, records) : null,
  ]);
  const byId = new Map(records.map((r) => [String(r.id), r]));
  return recordIds.flatMap((id) => {
    const record = byId.get(id);
    if (!record) return [];
    const fields = { ...profiles.get(enterpriseOf(record)), ...own.get(id), ...extra?.get(id) };
    return [
      {
        recordId: id,
        recordNo: String(record[declared.numberField] ?? ''),
        enterpriseId: enterpriseOf(record),
        enterpriseName: String(fields.enterpriseName ?? ''),
        fields,
      },
    ];
  });
}
