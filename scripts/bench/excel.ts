// Excel export and import at module level: 100k rows x 15 columns written with writeWorkbook, then
// counted (the import's row-cap check), read back with readWorkbook (from a file stream, and once
// more with the zip read as it comes, exceljs parking the sheet in a temp file: the fallback for
// ZIP64 files), and run through the whole import (load + count + read + validateRecord + batches
// to a saveBatch that stores nothing).
// Each step runs in its own process so its peak RSS is its own.
//   npx tsx scripts/bench/excel.ts [rows]
import { spawnSync } from 'node:child_process';
import { createReadStream, createWriteStream, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  columnsFromEntity,
  countDataRows,
  dictionaryTranslator,
  readWorkbook,
  runImport,
  writeWorkbook,
} from '../../src/server/excel';
import type { EntityDefinition } from '../../src/shared/schema-language/entity';
import { validateRecord } from '../../src/shared/validation/validate-record';

const STEPS = ['write', 'count', 'read', 'read-tmp', 'import'] as const;
type Step = (typeof STEPS)[number];

const entity: EntityDefinition = {
  name: 'benchEnterprise',
  title: '企业信息',
  table: 'bench_enterprise',
  fields: [
    { key: 'enterpriseName', label: '企业名称', type: 'string', length: 100, required: true },
    { key: 'creditCode', label: '统一社会信用代码', type: 'string', length: 18 },
    { key: 'industry', label: '行业类别', type: 'string', dict: { code: 'industry' }, required: true },
    { key: 'scale', label: '企业规模', type: 'string', dict: { code: 'scale' } },
    { key: 'address', label: '注册地址', type: 'string', length: 200 },
    { key: 'legalPerson', label: '法定代表人', type: 'string', length: 50 },
    { key: 'phone', label: '联系电话', type: 'string', length: 20 },
    { key: 'staffCount', label: '从业人数', type: 'int', min: 0 },
    { key: 'premium', label: '保费', type: 'decimal', scale: 2 },
    { key: 'insuredAmount', label: '保险金额', type: 'decimal', scale: 2 },
    { key: 'foundDate', label: '成立日期', type: 'date' },
    { key: 'policyStart', label: '保单起期', type: 'date' },
    { key: 'checkTime', label: '最近检查时间', type: 'datetime' },
    { key: 'riskLevel', label: '风险等级', type: 'string', dict: { code: 'risk' } },
    { key: 'remark', label: '备注', type: 'text' },
  ],
};

const dictionaries = {
  industry: ['危险化学品', '非煤矿山', '建筑施工', '烟花爆竹', '金属冶炼'].map((text, i) => ({
    value: `i${i}`,
    text,
  })),
  scale: ['大型', '中型', '小型', '微型'].map((text, i) => ({ value: `s${i}`, text })),
  riskLevel: ['重大风险', '较大风险', '一般风险', '低风险'].map((text, i) => ({ value: `r${i}`, text })),
};

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

function* rows(count: number) {
  for (let i = 0; i < count; i++) {
    const industry = dictionaries.industry[i % 5]!;
    const scale = dictionaries.scale[i % 4]!;
    const risk = dictionaries.riskLevel[i % 4]!;
    yield {
      enterpriseName: `南京市江宁区安全生产示范企业第${i}号有限公司`,
      creditCode: `91320115MA${String(i).padStart(8, '0')}`,
      industry: industry.value,
      industry_dictText: industry.text,
      scale: scale.value,
      scale_dictText: scale.text,
      address: `江苏省南京市江宁区秣陵街道将军大道${i % 999}号`,
      legalPerson: ['张伟', '王芳', '李娜', '刘洋'][i % 4],
      phone: `1380000${String(i % 10000).padStart(4, '0')}`,
      staffCount: (i % 500) + 1,
      premium: ((i % 10000) + 0.25).toFixed(2),
      insuredAmount: (i % 1000) * 1000 + 0.5,
      foundDate: `20${pad(i % 24)}-${pad((i % 12) + 1)}-${pad((i % 28) + 1)}`,
      policyStart: '2024-01-01',
      checkTime: `2024-${pad((i % 12) + 1)}-${pad((i % 28) + 1)} 09:${pad(i % 60)}:00`,
      riskLevel: risk.value,
      riskLevel_dictText: risk.text,
      remark: i % 3 === 0 ? '重点监管对象，每季度检查一次' : null,
    };
  }
}

const exportColumns = columnsFromEntity(entity, { purpose: 'export' });
const importColumns = columnsFromEntity(entity, { purpose: 'import' });
const translate = dictionaryTranslator({
  industry: dictionaries.industry,
  scale: dictionaries.scale,
  riskLevel: dictionaries.riskLevel,
});

/** The zip's directory offset marked ZIP64: it cannot be reordered, so exceljs reads it as it comes. */
function zip64Marked(zip: Buffer): Buffer {
  const copy = Buffer.from(zip);
  copy.writeUInt32LE(0xffffffff, copy.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06])) + 16);
  return copy;
}

async function runStep(step: Step, file: string, count: number): Promise<string> {
  switch (step) {
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
    case 'count':
      return `${await countDataRows(readFileSync(file), { headerRowNumber: 3 })} rows`;
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
        translate,
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
  const peakMb = process.resourceUsage().maxRSS / 1024;
  console.log(JSON.stringify({ step, seconds, peakMb, detail }));
} else {
  const count = Number(args[0] ?? 100_000);
  const dir = mkdtempSync(path.join(tmpdir(), 'anze-bench-excel-'));
  const file = path.join(dir, 'bench.xlsx');
  const self = fileURLToPath(import.meta.url);
  console.log(`Excel bench: ${count} rows x ${exportColumns.length} columns, Node ${process.version}`);
  try {
    for (const step of STEPS) {
      const child = spawnSync(
        process.execPath,
        [...process.execArgv, self, '--step', step, file, String(count)],
        {
          encoding: 'utf8',
          maxBuffer: 16 * 1024 * 1024,
        },
      );
      if (child.status !== 0) {
        console.error(child.stderr);
        process.exit(1);
      }
      const line = child.stdout.trim().split('\n').pop()!;
      const { seconds, peakMb, detail } = JSON.parse(line) as {
        seconds: number;
        peakMb: number;
        detail: string;
      };
      console.log(
        `${step.padEnd(7)} ${seconds.toFixed(2).padStart(6)} s  peak RSS ${peakMb.toFixed(0).padStart(4)} MB  (${detail})`,
      );
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
