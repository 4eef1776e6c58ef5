// Excel round trips of the system pages' API tests: a download read back as a sheet, and an upload
// of a sheet laid out as an export is (title, note, header on row 3, data from row 4).
import ExcelJS from 'exceljs';
import type { TestApp } from '../helpers/test-app';

const url = (app: TestApp, path: string, query: Record<string, string> = {}) => {
  const target = new URL(`${app.config.apiPrefix}${path}`, app.baseUrl);
  for (const [k, v] of Object.entries(query)) target.searchParams.set(k, v);
  return target;
};

/** The download's first sheet as rows of texts (row 1 first), or its JSON body when it is not a file. */
export async function downloadSheet(
  app: TestApp,
  path: string,
  token: string,
  query: Record<string, string> = {},
): Promise<{ contentType: string | null; rows: string[][] } | { json: { code: number; success: boolean } }> {
  const response = await fetch(url(app, path, query), { headers: { 'X-Access-Token': token } });
  const bytes = Buffer.from(await response.arrayBuffer());
  if (!response.headers.get('content-type')?.includes('spreadsheetml'))
    return { json: JSON.parse(bytes.toString()) as { code: number; success: boolean } };
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const rows: string[][] = [];
  workbook.worksheets[0]!.eachRow({ includeEmpty: true }, (row, n) => {
    rows[n - 1] = (row.values as unknown[])
      .slice(1)
      .map((v) => (v === null || v === undefined ? '' : String(v)));
  });
  return { contentType: response.headers.get('content-type'), rows };
}

export interface ImportReply {
  success: boolean;
  code: number;
  message: string;
  result: {
    successCount: number;
    errorCount: number;
    totalCount: number;
    msg: string;
    fileUrl: string;
  } | null;
}

/** Uploads a sheet with these headers and rows (by header label) and answers the import's reply. */
export async function uploadSheet(
  app: TestApp,
  path: string,
  token: string,
  headers: readonly string[],
  rows: readonly Record<string, string | number>[],
): Promise<ImportReply> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('sheet1');
  sheet.getRow(1).getCell(1).value = 'title';
  sheet.getRow(3).values = [...headers];
  rows.forEach((values, i) => {
    const row = sheet.getRow(4 + i);
    for (const [label, value] of Object.entries(values))
      row.getCell(headers.indexOf(label) + 1).value = value;
  });
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(await workbook.xlsx.writeBuffer())]), 'import.xlsx');
  const response = await fetch(url(app, path), {
    method: 'POST',
    headers: { 'X-Access-Token': token },
    body: form,
  });
  return (await response.json()) as ImportReply;
}

/** The failed-rows report of an import, as text. */
export async function failedRowsText(app: TestApp, token: string, fileUrl: string): Promise<string> {
  const response = await fetch(url(app, fileUrl), { headers: { 'X-Access-Token': token } });
  return response.text();
}
