// Uploads and rich text against the real server process (SQLite; the database plays no part):
// POST /sys/common/upload of PDFs of 100 KB, 1 MB and 10 MB (the limit) one at a time, ten 10 MB
// uploads at once (the server holds each file in memory while it checks its bytes: peak RSS), the
// 10 MB file served back, and the sanitising of rich-text HTML per save (module level).
//
//   npx tsx scripts/bench/uploads.ts [--requests 20]
import { sanitizeRichText } from '../../src/server/rich-text';
import { startServer } from '../lib/server-process';
import { benchArgs, emptyDataset } from './lib/datasets';
import { memoryOf, percentile, signIn, today } from './lib/measure';

const args = benchArgs();
const REQUESTS = Number(args.get('requests') ?? 20);
const CONCURRENT = 10;
const SIZES_KB = [100, 1024, 10 * 1024 - 1];

const pdf = (kb: number) => Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(kb * 1024 - 9, 0x20)]);

async function upload(url: string, token: string, bytes: Buffer): Promise<{ ms: number; path: string }> {
  const form = new FormData();
  form.append('biz', 'bench');
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), '压测文件.pdf');
  const t0 = performance.now();
  const response = await fetch(`${url}/api/sys/common/upload`, {
    method: 'POST',
    headers: { 'X-Access-Token': token },
    body: form,
  });
  const body = (await response.json()) as { success: boolean; message: string };
  if (!body.success) throw new Error(`upload failed: ${body.message}`);
  return { ms: performance.now() - t0, path: body.message };
}

const summary = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return `${percentile(sorted, 50).toFixed(1)} | ${percentile(sorted, 95).toFixed(1)}`;
};

const dataset = await emptyDataset('sqlite', 'uploads');
const server = await startServer({
  env: { ...dataset.env, CAPTCHA: 'off', DEMO_DATA: 'off' },
  dataDir: dataset.env.DATA_DIR,
});
try {
  const { token } = await signIn(server.url, dataset.password);
  console.log(`| date | measurement | p50 ms | p95 ms | note |`);
  console.log(`| --- | --- | ---: | ---: | --- |`);
  let largest = '';
  for (const kb of SIZES_KB) {
    const bytes = pdf(kb);
    const times: number[] = [];
    for (let i = 0; i < REQUESTS + 2; i += 1) {
      const { ms, path } = await upload(server.url, token, bytes);
      if (i >= 2) times.push(ms); // two warm-up requests
      largest = path;
    }
    console.log(`| ${today()} | upload ${kb} KB PDF | ${summary(times)} | ${REQUESTS} in sequence |`);
  }

  const big = pdf(SIZES_KB[SIZES_KB.length - 1]!);
  const before = memoryOf(server.pid);
  const t0 = performance.now();
  await Promise.all(Array.from({ length: CONCURRENT }, () => upload(server.url, token, big)));
  const wall = performance.now() - t0;
  const after = memoryOf(server.pid);
  console.log(
    `| ${today()} | ${CONCURRENT} × 10 MB at once | ${wall.toFixed(0)} (all) | | server RSS ${before.rssMb.toFixed(0)} → peak ${after.peakMb.toFixed(0)} MB |`,
  );

  const served: number[] = [];
  const encoded = largest.split('/').map(encodeURIComponent).join('/');
  for (let i = 0; i < REQUESTS; i += 1) {
    const t1 = performance.now();
    const response = await fetch(`${server.url}/api/sys/common/static/${encoded}`);
    await response.arrayBuffer();
    served.push(performance.now() - t1);
  }
  console.log(`| ${today()} | serve the 10 MB PDF back | ${summary(served)} | ${REQUESTS} in sequence |`);
} finally {
  await server.stop();
}

// A long announcement-sized body: 200 paragraphs with marks, links and a hostile part each.
const html = Array.from(
  { length: 200 },
  (_, i) =>
    `<p style="text-align:center" onclick="x()">第${i}段<strong>加粗</strong><a href="https://example.com/${i}">链接</a><script>alert(${i})</script></p>`,
).join('');
const sanitise: number[] = [];
for (let i = 0; i < 200; i += 1) {
  const t0 = performance.now();
  sanitizeRichText(html);
  if (i >= 20) sanitise.push(performance.now() - t0);
}
console.log(
  `| ${today()} | sanitise ${(html.length / 1024).toFixed(0)} KB of rich text | ${summary(sanitise)} | module level, 180 runs |`,
);
