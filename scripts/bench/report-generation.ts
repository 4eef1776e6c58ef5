// Hazard-investigation reports on the seeded data sets that already exist (never seeds one): one
// report at a time — until its Word file is answered, and until its PDF is made — for --runs
// investigations, then a batch of --batch investigations (time to the zip, the server's peak RSS and
// LibreOffice's). Generating adds report rows and files to the data set; nothing else reads them.
//
//   npx tsx scripts/bench/report-generation.ts [--enterprises 200000] [--db sqlite|postgres|both] [--runs 5] [--batch 100]
import { fillPath } from '../../src/shared/api-paths';
import type { GenerationJob } from '../../src/shared/report-generation';
import { BUILTIN_TEMPLATE_ID, REPORT_GENERATION_PATHS } from '../../src/shared/report-generation';
import { apiCaller } from './lib/api-caller';
import { benchArgs, databasesArg, eachExistingDataset } from './lib/datasets';
import type { Dataset } from './lib/datasets';
import { loadAverage, median, memoryOf, today } from './lib/measure';
import { samplePeakMemory } from './lib/process-memory';
import { serveDataset } from './lib/serve-dataset';

const args = benchArgs();
const SIZES = (args.get('enterprises') ?? '200000').split(',').map(Number);
const DATABASES = databasesArg(args.get('db'));
const RUNS = Number(args.get('runs') ?? 5);
const BATCH = Number(args.get('batch') ?? 100);
const POLL_MS = 50;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function measure(dataset: Dataset, size: number) {
  const { server, token } = await serveDataset(dataset, { timeoutMs: 600_000 });
  const call = apiCaller(server.url, token);
  try {
    const page = await call<{ records: { id: string }[] }>(
      `/nanli/investigation/list?status_MultiString=2,3&pageSize=${RUNS + BATCH}`,
    );
    const ids = page.records.map((r) => r.id);
    const docxMs: number[] = [];
    const totalMs: number[] = [];
    for (const id of ids.slice(0, RUNS)) {
      const t0 = performance.now();
      const answer = await call<{ reportIds: string[] }>(REPORT_GENERATION_PATHS.generate, {
        reportType: '1',
        recordIds: [id],
        templateId: BUILTIN_TEMPLATE_ID,
      });
      docxMs.push(performance.now() - t0);
      for (;;) {
        const report = await call<{ pdfState: string }>(`/nanli/report/queryById?id=${answer.reportIds[0]}`);
        if (report.pdfState !== '0') break;
        await pause(POLL_MS);
      }
      totalMs.push(performance.now() - t0);
    }
    const stopSampling = samplePeakMemory((line) => line.includes('soffice'));
    const t0 = performance.now();
    let job = (
      await call<{ job: GenerationJob }>(REPORT_GENERATION_PATHS.generate, {
        reportType: '1',
        recordIds: ids.slice(RUNS),
        templateId: BUILTIN_TEMPLATE_ID,
      })
    ).job;
    while (job.status === 'running') {
      await pause(POLL_MS * 4);
      job = await call<GenerationJob>(fillPath(REPORT_GENERATION_PATHS.job, { id: job.id }));
    }
    const batchS = (performance.now() - t0) / 1000;
    const converterMb = stopSampling();
    const { peakMb } = memoryOf(server.pid);
    console.log(
      `| ${today()} | ${dataset.name} | ${size} | ${median(docxMs).toFixed(0)} ms | ` +
        `${(median(totalMs) / 1000).toFixed(2)} s | ${job.done} in ${batchS.toFixed(1)} s ` +
        `(${job.failures.length} failed) | ${peakMb.toFixed(0)} MB | ${converterMb.toFixed(0)} MB | ${loadAverage()} |`,
    );
  } finally {
    await server.stop();
  }
}

console.log(
  '| Date | DB | Enterprises | One report: .docx answered (median) | .docx + PDF (median) | Batch (docx + PDF each, zip) | Server peak RSS | LibreOffice peak RSS | Load |',
);
console.log('|---|---|---|---|---|---|---|---|---|');
await eachExistingDataset(
  DATABASES,
  SIZES,
  measure,
  (database, size) => `| ${today()} | ${database} | ${size} | no data set (run a seeding bench first) |`,
);
