// Excel writers compared: the same sheet (the enterprise list's 41 columns: Chinese texts,
// dictionary texts, numbers, dates) of 100k rows written by npm candidates and by our own writer,
// each run in its own process: wall time, CPU time (user + system, all threads: the machine is
// shared, and CPU time says more than wall time under load) and peak RSS (VmHWM), three runs each,
// then every file read back with exceljs's streaming reader and its last row checked.
//
//   npm install --prefix /tmp/excel-writers xlsx@0.18.5 write-excel-file@4.1.1 xlsx-write-stream@1.0.3 \
//     @zurmokeeper/exceljs@4.4.9 @cj-tech-master/excelts@10.2.0 fflate@0.8.3 yazl@3.3.1
//   npx tsx scripts/bench/excel-writers.ts [--rows 100000] [--runs 3] [--modules /tmp/excel-writers]
//       [--only name,name]
//
// The candidates other than exceljs and archiver (dependencies of the product) are not installed
// in the project: --modules names the folder they were installed into.
import { spawnSync } from 'node:child_process';
import { createWriteStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import type { WriteStream } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';
import { exportRowCells } from '../../src/server/excel/export-cells';
import type { ExportCell } from '../../src/server/excel/export-cells';
import { laidOutSheet } from '../../src/server/excel/sheet-layout';
import {
  ROOT_RELS_XML,
  STYLES_XML,
  WORKBOOK_RELS_XML,
  columnLetter,
  contentTypesXml,
  workbookXml,
  worksheetOpening,
  xmlText,
} from '../../src/server/excel/xlsx-parts';
import { XlsxWriter } from '../../src/server/excel/xlsx-writer';
import { loadAverage, today } from './lib/measure';
import { enterpriseExportColumns, enterpriseRows } from './lib/enterprise-rows';

const columns = enterpriseExportColumns;
const headers = columns.map((column) => column.header);
const TITLE = '投保企业';

type Write = (file: string, rows: number, load: NodeRequire) => Promise<void>;

/** Cells of every row, as the product computes them (dictionary texts, numbers, dates as text). */
function* cellRows(count: number): Generator<ExportCell[]> {
  const cells = exportRowCells(columns);
  for (const row of enterpriseRows(count)) yield cells(row);
}

async function closed(stream: WriteStream): Promise<void> {
  await finished(stream);
}

/** Waits while a file stream is full (for writers that push without backpressure of their own). */
async function drained(stream: WriteStream): Promise<void> {
  if (stream.writableNeedDrain) await new Promise<void>((resolve) => stream.once('drain', () => resolve()));
}

// exceljs's streaming writer as the product used it until 2026-11-26 (write-workbook.ts): inline
// strings, styles on, one shared style object for data cells, a turn of the event loop every 200 rows.
function exceljsLike(Library: typeof ExcelJS, useStyles: boolean): Write {
  return async (file, rows) => {
    const output = createWriteStream(file);
    const workbook = new Library.stream.xlsx.WorkbookWriter({
      stream: output,
      useSharedStrings: false,
      useStyles,
    });
    const sheet = workbook.addWorksheet(TITLE);
    sheet.columns = columns.map(() => ({ width: 16 }));
    sheet.addRow(headers).commit();
    const plain = Object.freeze({});
    let n = 0;
    for (const cells of cellRows(rows)) {
      const row = sheet.addRow(cells);
      if (useStyles) row.eachCell((cell) => void (cell.style = plain));
      row.commit();
      if (++n % 200 === 0) await new Promise((resolve) => setImmediate(resolve));
    }
    sheet.commit();
    await workbook.commit();
  };
}

/** The sheet XML of our writer, as chunks, for the zip libraries compared under it. */
function* ownSheetXml(rows: number): Generator<string> {
  const letters = columns.map((_, i) => columnLetter(i));
  let xml = `${worksheetOpening}<sheetData>`;
  let r = 0;
  const row = (cells: readonly ExportCell[]) => {
    const n = String(++r);
    xml += `<row r="${n}">`;
    for (let i = 0; i < cells.length; i++) {
      const value = cells[i];
      if (value === null || value === undefined || value === '') continue;
      if (typeof value === 'number') xml += `<c r="${letters[i]}${n}"><v>${value}</v></c>`;
      else xml += `<c r="${letters[i]}${n}" t="str"><v>${xmlText(value)}</v></c>`;
    }
    xml += '</row>';
  };
  row(headers);
  for (const cells of cellRows(rows)) {
    row(cells);
    if (xml.length >= 256 * 1024) {
      yield xml;
      xml = '';
    }
  }
  yield `${xml}</sheetData></worksheet>`;
}

const FIXED_PARTS: [string, string][] = [
  ['[Content_Types].xml', contentTypesXml(false)],
  ['_rels/.rels', ROOT_RELS_XML],
  ['xl/workbook.xml', workbookXml(TITLE)],
  ['xl/_rels/workbook.xml.rels', WORKBOOK_RELS_XML],
  ['xl/styles.xml', STYLES_XML],
];
const SHEET = 'xl/worksheets/sheet1.xml';

/** Our writer (xlsx-writer.ts, zip over Node's zlib) at a deflate level, with the product's layout. */
function own(level: number): Write {
  return async (file, rows) => {
    const output = createWriteStream(file);
    const { sheet, head } = laidOutSheet({ title: TITLE, note: `共${rows}条`, columns });
    const writer = await XlsxWriter.start(output, sheet, { level });
    for (const { cells, look } of head) writer.styledRow(cells, look);
    const cells = exportRowCells(columns);
    for (const row of enterpriseRows(rows)) {
      writer.row(cells(row));
      if (writer.full) {
        await writer.flush();
        await new Promise((resolve) => setImmediate(resolve));
      }
    }
    await writer.finish();
    await closed(output);
  };
}

const CANDIDATES: Record<string, { library: string; streaming: boolean; write: Write }> = {
  'exceljs (product until now)': {
    library: 'exceljs 4.4.0',
    streaming: true,
    write: exceljsLike(ExcelJS, true),
  },
  'exceljs, styles off': { library: 'exceljs 4.4.0', streaming: true, write: exceljsLike(ExcelJS, false) },
  '@zurmokeeper/exceljs': {
    library: '@zurmokeeper/exceljs 4.4.9',
    streaming: true,
    write: (file, rows, load) =>
      exceljsLike(load('@zurmokeeper/exceljs') as typeof ExcelJS, true)(file, rows, load),
  },
  '@cj-tech-master/excelts': {
    library: '@cj-tech-master/excelts 10.2.0',
    streaming: true,
    write: async (file, rows, load) => {
      const { WorkbookWriter } = load('@cj-tech-master/excelts') as {
        WorkbookWriter: new (options: object) => ExcelJS.stream.xlsx.WorkbookWriter;
      };
      const output = createWriteStream(file);
      const workbook = new WorkbookWriter({ stream: output, useSharedStrings: false, useStyles: false });
      const sheet = workbook.addWorksheet(TITLE);
      sheet.addRow(headers).commit();
      let n = 0;
      for (const cells of cellRows(rows)) {
        sheet.addRow(cells).commit();
        if (++n % 200 === 0) await new Promise((resolve) => setImmediate(resolve));
      }
      sheet.commit();
      await workbook.commit();
    },
  },
  'SheetJS xlsx': {
    library: 'xlsx 0.18.5',
    streaming: false,
    write: async (file, rows, load) => {
      const XLSX = load('xlsx') as {
        utils: {
          book_new(): object;
          aoa_to_sheet(data: unknown[][]): object;
          book_append_sheet(workbook: object, sheet: object, name: string): void;
        };
        writeFile(workbook: object, file: string, options: object): void;
      };
      const data: ExportCell[][] = [headers];
      for (const cells of cellRows(rows)) data.push(cells);
      const workbook = XLSX.utils.book_new();
      XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet(data), TITLE);
      XLSX.writeFile(workbook, file, { compression: true });
    },
  },
  'write-excel-file': {
    library: 'write-excel-file 4.1.1',
    streaming: false,
    write: async (file, rows, load) => {
      const writeExcelFile = load('write-excel-file/node') as (data: unknown[][]) => {
        toFile(file: string): Promise<void>;
      };
      const data: unknown[][] = [headers];
      for (const cells of cellRows(rows)) data.push(cells);
      await writeExcelFile(data).toFile(file);
    },
  },
  'xlsx-write-stream': {
    library: 'xlsx-write-stream 1.0.3',
    streaming: true,
    write: async (file, rows, load) => {
      const XLSXTransformStream = load('xlsx-write-stream') as new () => NodeJS.ReadWriteStream;
      const output = createWriteStream(file);
      function* all() {
        yield headers;
        // It takes strings, numbers and dates; an empty cell as ''.
        for (const cells of cellRows(rows)) yield cells.map((cell) => cell ?? '');
      }
      Readable.from(all()).pipe(new XLSXTransformStream()).pipe(output);
      await closed(output);
    },
  },
  'own XML + own zip, zlib level 1 (product)': {
    library: 'src/server/excel/xlsx-writer.ts',
    streaming: true,
    write: own(1),
  },
  'own XML + own zip, zlib level 3': {
    library: 'src/server/excel/xlsx-writer.ts',
    streaming: true,
    write: own(3),
  },
  'own XML + own zip, zlib level 6': {
    library: 'src/server/excel/xlsx-writer.ts',
    streaming: true,
    write: own(6),
  },
  'own XML + fflate Zip/ZipDeflate level 1': {
    library: 'fflate 0.8.3',
    streaming: true,
    write: async (file, rows, load) => {
      interface Entry {
        push(data: Uint8Array, final?: boolean): void;
      }
      const { Zip, ZipDeflate } = load('fflate') as {
        Zip: new (callback: (error: Error | null, data: Uint8Array, final: boolean) => void) => {
          add(entry: Entry): void;
          end(): void;
        };
        ZipDeflate: new (name: string, options: { level: number }) => Entry;
      };
      const output = createWriteStream(file);
      const zip = new Zip((error, data) => {
        if (error) throw error;
        output.write(data);
      });
      for (const [name, xml] of FIXED_PARTS) {
        const entry = new ZipDeflate(name, { level: 1 });
        zip.add(entry);
        entry.push(Buffer.from(xml), true);
      }
      const sheet = new ZipDeflate(SHEET, { level: 1 });
      zip.add(sheet);
      for (const xml of ownSheetXml(rows)) {
        sheet.push(Buffer.from(xml));
        await drained(output);
      }
      sheet.push(new Uint8Array(0), true);
      zip.end();
      output.end();
      await closed(output);
    },
  },
  'own XML + yazl level 1': {
    library: 'yazl 3.3.1',
    streaming: true,
    write: async (file, rows, load) => {
      const yazl = load('yazl') as {
        ZipFile: new () => {
          outputStream: NodeJS.ReadableStream;
          addBuffer(buffer: Buffer, name: string, options: object): void;
          addReadStream(stream: Readable, name: string, options: object): void;
          end(): void;
        };
      };
      const zip = new yazl.ZipFile();
      const output = createWriteStream(file);
      zip.outputStream.pipe(output);
      for (const [name, xml] of FIXED_PARTS) zip.addBuffer(Buffer.from(xml), name, { compressionLevel: 1 });
      zip.addReadStream(
        Readable.from(
          (function* () {
            for (const xml of ownSheetXml(rows)) yield Buffer.from(xml);
          })(),
        ),
        SHEET,
        { compressionLevel: 1 },
      );
      zip.end();
      await closed(output);
    },
  },
  'own XML + archiver level 1': {
    library: 'archiver 5.3.2',
    streaming: true,
    write: async (file, rows, load) => {
      const archiver = load('archiver') as (
        format: string,
        options: object,
      ) => {
        pipe(output: NodeJS.WritableStream): void;
        append(source: string | Buffer | Readable, data: { name: string }): void;
        finalize(): Promise<void>;
      };
      const archive = archiver('zip', { zlib: { level: 1 } });
      const output = createWriteStream(file);
      archive.pipe(output);
      for (const [name, xml] of FIXED_PARTS) archive.append(xml, { name });
      archive.append(
        Readable.from(
          (function* () {
            for (const xml of ownSheetXml(rows)) yield Buffer.from(xml);
          })(),
        ),
        { name: SHEET },
      );
      await archive.finalize();
      await closed(output);
    },
  },
};

/** Reads the file as the import does (exceljs's streaming reader): rows, and the last row's name. */
async function readBack(file: string): Promise<{ rows: number; lastName: string }> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(file, {
    sharedStrings: 'cache',
    worksheets: 'emit',
    styles: 'cache',
    hyperlinks: 'ignore',
    entries: 'ignore',
  });
  let rows = 0;
  let lastName = '';
  for await (const sheet of reader) {
    for await (const row of sheet as AsyncIterable<ExcelJS.Row>) {
      rows += 1;
      lastName = String(row.getCell(1).value ?? '');
    }
  }
  return { rows, lastName };
}

const args = process.argv.slice(2);
if (args[0] === '--child') {
  const [, mode, name, file, count, modules] = args;
  const load = createRequire(path.join(modules!, 'noop.js'));
  const candidate = CANDIDATES[name!]!;
  const started = performance.now();
  const detail = mode === 'write' ? await candidate.write(file!, Number(count), load) : await readBack(file!);
  const seconds = (performance.now() - started) / 1000;
  const usage = process.resourceUsage();
  const cpu = (usage.userCPUTime + usage.systemCPUTime) / 1e6;
  console.log(
    JSON.stringify({ seconds, cpu, peakMb: usage.maxRSS / 1024, detail, bytes: statSync(file!).size }),
  );
} else {
  // `--name value` pairs (not lib/datasets' benchArgs: children would load the database drivers).
  const options = new Map(
    args.flatMap((arg, i, all) => (arg.startsWith('--') ? [[arg.slice(2), all[i + 1] ?? '']] : [])),
  );
  const rows = Number(options.get('rows') ?? 100_000);
  const runs = Number(options.get('runs') ?? 3);
  const modules = options.get('modules') ?? '/tmp/excel-writers';
  const only = options.get('only')?.split(',');
  const self = fileURLToPath(import.meta.url);
  const dir = mkdtempSync(path.join(tmpdir(), 'anze-bench-writers-'));
  const child = (mode: string, name: string, file: string) => {
    const result = spawnSync(
      process.execPath,
      [...process.execArgv, self, '--child', mode, name, file, String(rows), modules],
      { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 },
    );
    if (result.status !== 0) return { error: result.stderr.trim().split('\n').slice(-3).join(' ') };
    return JSON.parse(result.stdout.trim().split('\n').pop()!) as {
      seconds: number;
      cpu: number;
      peakMb: number;
      bytes: number;
      detail: { rows: number; lastName: string } | undefined;
    };
  };
  const range = (values: number[], digits: number) =>
    `${Math.min(...values).toFixed(digits)}–${Math.max(...values).toFixed(digits)}`;
  console.log(
    `# Excel writers — ${rows} rows × ${columns.length} columns, ${today()}, Node ${process.version}, ` +
      `load average ${loadAverage()}\n`,
  );
  console.log(
    '| candidate | library | streaming | wall time | CPU time | peak RSS | file | read back by exceljs |',
  );
  console.log('|---|---|---|---|---|---|---|---|');
  const expectedLast = String(exportRowCells(columns)([...enterpriseRows(rows)].pop()!)[0]);
  try {
    for (const [name, candidate] of Object.entries(CANDIDATES)) {
      if (only && !only.some((part) => name.includes(part))) continue;
      const file = path.join(dir, 'out.xlsx');
      const times: number[] = [];
      const cpus: number[] = [];
      const peaks: number[] = [];
      let bytes = 0;
      let failed = '';
      for (let run = 0; run < runs && !failed; run++) {
        rmSync(file, { force: true });
        const result = child('write', name, file);
        if ('error' in result) failed = result.error;
        else {
          times.push(result.seconds);
          cpus.push(result.cpu);
          peaks.push(result.peakMb);
          bytes = result.bytes;
        }
      }
      if (failed) {
        console.log(
          `| ${name} | ${candidate.library} | ${candidate.streaming ? 'yes' : 'no'} | failed: ${failed} | | | | |`,
        );
        continue;
      }
      const read = child('read', name, file);
      const check =
        'error' in read
          ? `no: ${read.error}`
          : `${read.detail!.rows} rows${read.detail!.lastName === expectedLast ? ', last row intact' : `, last row differs: ${read.detail!.lastName}`}`;
      console.log(
        `| ${name} | ${candidate.library} | ${candidate.streaming ? 'yes' : 'no'} | ${range(times, 1)} s | ${range(cpus, 1)} s | ${range(peaks, 0)} MB | ${(bytes / 1024 / 1024).toFixed(1)} MB | ${check} |`,
      );
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
