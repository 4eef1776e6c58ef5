// Many rows of one simple engine entity (职务: a unique code, a name, a dictionary rank) for the
// fault tests: an .xlsx the importer takes, and what the list shows of them.
import { PassThrough } from 'node:stream';
import type { ExcelColumn } from '../../../src/server/excel/columns';
import { writeWorkbook } from '../../../src/server/excel/write-workbook';
import type { Instance } from './instance';

export const POSITIONS_API = '/sys/position';

const COLUMNS: ExcelColumn[] = [
  { key: 'code', header: '职务编码', kind: 'text' },
  { key: 'name', header: '职务名称', kind: 'text' },
  { key: 'postRank', header: '职级', kind: 'text' },
];

/** An import file of `rows` positions coded <prefix>-0, <prefix>-1, … */
export async function positionsFile(prefix: string, rows: number): Promise<Buffer> {
  const values = Array.from({ length: rows }, (_, i) => ({
    code: `${prefix}-${i}`,
    name: `断电职务${i}`,
    postRank: '中级',
  }));
  const output = new PassThrough();
  const chunks: Buffer[] = [];
  output.on('data', (chunk: Buffer) => chunks.push(chunk));
  await writeWorkbook({ title: '职务', columns: COLUMNS, rows: values, output });
  return Buffer.concat(chunks);
}

/** The upload form of an import file, as the list page sends it. */
export function importForm(file: Buffer): FormData {
  const form = new FormData();
  form.append('file', new Blob([file]), '职务.xlsx');
  return form;
}

/** How many positions the list shows whose code starts with `<prefix>-`. */
export async function listedPositions(instance: Instance, token: string, prefix: string): Promise<number> {
  const reply = await instance.call<{ total: number }>(
    'GET',
    `${POSITIONS_API}/list?pageNo=1&pageSize=1&code=${encodeURIComponent(`${prefix}-*`)}`,
    { token },
  );
  if (!reply.success) throw new Error(`list refused: ${reply.message}`);
  return reply.result.total;
}
