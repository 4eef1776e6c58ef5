// First start of a fresh installation, in process: building the app (migrations, entity-table sync,
// the system seed with the admin password hash), then the system pages' demo (departments,
// positions, categories, staff accounts with their password hashes), then the business demo in the
// order buildApp runs them (60 enterprises with their service cycle, reference data, flow log and
// placeholder photos), then the same checks as every later start makes.
//
//   npx tsx scripts/bench/first-start.ts [--db sqlite|postgres|both] [--runs 5]
import path from 'node:path';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { seedDemoDataIfEmpty, seedSystemDemoIfFresh } from '../../src/server/demo';
import { uploadRoot } from '../../src/server/modules/files/upload-root';
import { benchArgs, databasesArg, emptyDataset } from './lib/datasets';
import { median, today } from './lib/measure';

const args = benchArgs();
const DATABASES = databasesArg(args.get('db'));
const RUNS = Number(args.get('runs') ?? 5);

for (const database of DATABASES) {
  const build: number[] = [];
  const demo: number[] = [];
  const business: number[] = [];
  const restart: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const dataset = await emptyDataset(database, `first_start_${run}`);
    const config = { ...loadConfig(dataset.env), demoData: false, logLevel: 'silent' as const };
    const t0 = performance.now();
    const app = await buildApp(config);
    const t1 = performance.now();
    const written = await seedSystemDemoIfFresh(app.services.db, app.services.dialect);
    const t2 = performance.now();
    const enterprises = await seedDemoDataIfEmpty(app.services.db, app.services.definitions, {
      uploadRoot: uploadRoot(path.resolve(config.dataDir)),
    });
    const t3 = performance.now();
    const again = await seedSystemDemoIfFresh(app.services.db, app.services.dialect);
    const againBusiness = await seedDemoDataIfEmpty(app.services.db, app.services.definitions);
    const t4 = performance.now();
    await app.close();
    if (!written || again || !enterprises || againBusiness)
      throw new Error('the demo must be written once, on the fresh installation');
    build.push(t1 - t0);
    demo.push(t2 - t1);
    business.push(t3 - t2);
    restart.push(t4 - t3);
  }
  const ms = (values: number[]) => `${median(values).toFixed(0)} ms (min ${Math.min(...values).toFixed(0)})`;
  console.log(
    `${today()} ${database}: build ${ms(build)}, system demo ${ms(demo)}, business demo ${ms(business)}, ` +
      `later starts' checks ${ms(restart)} over ${RUNS} runs`,
  );
}
