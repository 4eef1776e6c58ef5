// PDF conversion through src/server/pdf with the installed LibreOffice: a report-sized .docx
// (--pages pages) converted --runs times one after another, each with a fresh profile as in
// production, then --runs at once two at a time (PDF_CONCURRENCY=2). The first conversion of the
// process is the cold one when the page cache does not hold LibreOffice (--drop-caches empties it
// first; root only, and it slows everything else on the machine for a moment). Peak RSS is the
// largest LibreOffice process seen, sampled from /proc.
//
//   npx tsx scripts/bench/pdf-convert.ts [--runs 5] [--pages 5] [--drop-caches]
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createPdfConverter } from '../../src/server/pdf';
import { minimalDocx } from '../../tests/api/helpers/docx';
import { benchArgs } from './lib/datasets';
import { median, today } from './lib/measure';
import { samplePeakMemory } from './lib/process-memory';

const args = benchArgs();
const RUNS = Number(args.get('runs') || 5);
const PAGES = Number(args.get('pages') || 5);

const tempDir = mkdtempSync(path.join(os.tmpdir(), 'anze-bench-pdf-'));

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const t0 = performance.now();
  const result = await work();
  return [result, performance.now() - t0];
}

if (args.has('drop-caches')) writeFileSync('/proc/sys/vm/drop_caches', '3');
const lines = Array.from({ length: PAGES }, (_, i) =>
  `第${i + 1}页 安全生产责任保险 隐患排查报告 `.repeat(40),
);
const docx = await minimalDocx(lines, true);
const stopSampling = samplePeakMemory((commandLine) => commandLine.includes(tempDir));
const [load] = os.loadavg();

const oneAtATime = createPdfConverter({ tempDir });
const sequential: number[] = [];
let pdfBytes = 0;
for (let i = 0; i < RUNS; i++) {
  const [pdf, ms] = await timed(() => oneAtATime.convert(docx, `bench-${i}`));
  sequential.push(ms);
  pdfBytes = pdf.length;
}
const twoAtATime = createPdfConverter({ tempDir, concurrency: 2 });
const [, batchMs] = await timed(() =>
  Promise.all(Array.from({ length: RUNS }, (_, i) => twoAtATime.convert(docx, `batch-${i}`))),
);
const peakMb = stopSampling();
rmSync(tempDir, { recursive: true, force: true });

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
console.log(`date ${today()}, load average at start ${load?.toFixed(2)} (${os.cpus().length} cores)`);
console.log(`document: ${PAGES} pages, ${docx.length} bytes of .docx, ${pdfBytes} bytes of PDF`);
console.log(
  `first conversion${args.has('drop-caches') ? ' (page cache dropped)' : ''}: ${seconds(sequential[0]!)}`,
);
console.log(`following ${RUNS - 1}, one at a time: median ${seconds(median(sequential.slice(1)))}`);
console.log(`${RUNS} at once, two at a time: ${seconds(batchMs)} in all`);
console.log(`largest LibreOffice process: ${peakMb.toFixed(0)} MB peak RSS`);
