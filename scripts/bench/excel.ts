// Excel export and import at module level: 100k rows of the enterprise list (its 41 exported columns,
// scripts/bench/lib/enterprise-rows.ts) written with writeWorkbook, then read back with
// readWorkbook (from a file stream, and once more with the zip read as it comes, exceljs parking
// the sheet in a temp file: the fallback for ZIP64 files), and run through the whole import
// (load + read + validateRecord + batches to a saveBatch that stores nothing).
// Each step runs in its own process so its peak RSS is its own; --runs repeats each (a range is shown),
// --steps picks some (rows,write,read,read-tmp,import; rows only makes the rows, the floor of
// write). A step that fails says why; the others run.
//   npx tsx scripts/bench/excel.ts [rows] [--runs 3] [--steps write,import]
import { spawnSync } from 'node:child_process';
import { createReadStream, createWriteStream, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  columnsFromEntity,
  dictionaryTranslator,
  readWorkbook,
  runImport,
  writeWorkbook,
} from '../../src/server/excel';
import { validateRecord } from '../../src/shared/validation/validate-record';
import {
  enterpriseDictionaries,
  enterpriseEntity as entity,
  enterpriseExportColumns as exportColumns,
  enterpriseRows as rows,
} from './lib/enterprise-rows';
import { loadAverage } from './lib/measure';

const STEPS = ['rows', 'write', 'read', 'read-tmp', 'import'] as const;
type Step = (typeof STEPS)[number];

const importColumns = columnsFromEntity(entity, { purpose: 'import' });
const translate = dictionaryTranslator(enterpriseDictionaries);

/** The zip's directory offset marked ZIP64: it cannot be reordered, so exceljs reads it as it comes. */
function zip64Marked(zip: Buffer): Buffer {
  const copy = Buffer.from(zip);
  copy.writeUInt32LE(0xffffffff, copy.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06])) + 16);
  return copy;
}

async function runStep(step: Step, file: string, count: number): Promise<string> {
  switch (step) {
    case 'rows': {
      // The rows alone, made up as the write step makes them: the floor of the write step's figures.
      let cells = 0;
      for (const row of rows(count)) cells += Object.keys(row).length;
      return `${count} rows, ${cells} values made`;
    }
    case 'write': {
      const { written } = await writeWorkbook({
        title: entity.title,
        note: `共${count}条`,
        columns: exportColumns,
        rows: rows(count),
        output: createWriteStream(file),
      });
      return `${written} rows, ${(statSync(file).size / 1024 / 1024).toFixed(1)} MB file`;
    }
    case 'read':
    case 'read-tmp': {
      let read = 0;
      let failed = 0;
      const input = step === 'read' ? createReadStream(file) : zip64Marked(readFileSync(file));
      for await (const row of readWorkbook(input, { columns: importColumns, translate })) {
        read += 1;
        if (Object.keys(row.errors).length > 0) failed += 1;
      }
      return `${read} rows, ${failed} with errors`;
    }
    case 'import': {
      const summary = await runImport({
        file,
        columns: importColumns,
        dictionaries: enterpriseDictionaries,
        validate: (values) => {
          const check = validateRecord(entity, values);
          return Object.keys(check.errors).length > 0 ? { errors: check.errors } : { values: check.values };
        },
        saveBatch: async () => [],
      });
      return `${summary.successCount} saved, ${summary.errorCount} failed`;
    }
  }
}

const args = process.argv.slice(2);
if (args[0] === '--step') {
  // Child: one step, then its figures as one JSON line.
  const [, step, file, count] = args;
  const started = performance.now();
  const detail = await runStep(step as Step, file!, Number(count));
  const seconds = (performance.now() - started) / 1000;
  const usage = process.resourceUsage();
  const cpu = (usage.userCPUTime + usage.systemCPUTime) / 1e6;
  console.log(JSON.stringify({ step, seconds, cpu, peakMb: usage.maxRSS / 1024, detail }));
} else {
  const option = (name: string) => {
    const at = args.indexOf(`--${name}`);
    return at >= 0 ? args[at + 1] : undefined;
  };
  const count = Number(args[0] && !args[0].startsWith('--') ? args[0] : 100_000);
  const runs = Number(option('runs') ?? 1);
  const steps = (option('steps')?.split(',') ?? STEPS) as Step[];
  const dir = mkdtempSync(path.join(tmpdir(), 'anze-bench-excel-'));
  const file = path.join(dir, 'bench.xlsx');
  const self = fileURLToPath(import.meta.url);
  console.log(
    `Excel bench: ${count} rows x ${exportColumns.length} columns, Node ${process.version}, ` +
      `load average ${loadAverage()}`,
  );
  const range = (values: number[], digits: number) => {
    const [low, high] = [Math.min(...values), Math.max(...values)];
    return low === high ? low.toFixed(digits) : `${low.toFixed(digits)}–${high.toFixed(digits)}`;
  };
  try {
    for (const step of steps) {
      const figures: { seconds: number; cpu: number; peakMb: number; detail: string }[] = [];
      let failure = '';
      for (let run = 0; run < runs && !failure; run++) {
        const child = spawnSync(
          process.execPath,
          [...process.execArgv, self, '--step', step, file, String(count)],
          { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 },
        );
        if (child.status !== 0) failure = child.stderr.trim().split('\n').slice(-4).join(' ');
        else figures.push(JSON.parse(child.stdout.trim().split('\n').pop()!));
      }
      if (failure) {
        console.log(`${step.padEnd(8)} failed: ${failure}`);
        continue;
      }
      console.log(
        `${step.padEnd(8)} ${range(
          figures.map((f) => f.seconds),
          2,
        ).padStart(11)} s  CPU ${range(
          figures.map((f) => f.cpu),
          2,
        ).padStart(11)} s  peak RSS ${range(
          figures.map((f) => f.peakMb),
          0,
        ).padStart(9)} MB  (${figures.at(-1)!.detail})`,
      );
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
