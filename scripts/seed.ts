// `npm run seed -- --enterprises N [--seed S] [--append] [--as-of YYYY-MM-DD] [--service-orgs K]
// [--without-service-cycle]`:
// opens the configured database (DATA_DIR / DATABASE_URL) through buildApp — which migrates, syncs
// the entity tables and seeds the system — then writes demo data, streamed a slice at a time.
import { parseArgs } from 'node:util';
import { buildApp } from '../src/server/app';
import { ConfigError, loadConfig } from '../src/server/config';
import { DemoDataError, DEMO_DATA_DEFAULTS, defaultServiceOrgCount, seedDemoData } from '../src/server/demo';
import type { DemoProgress } from '../src/server/demo';
import { uploadRoot } from '../src/server/modules/files/upload-root';
import { formatDate } from '../src/shared/date-format';
import { DefinitionError } from '../src/shared/schema-language/validate';

const USAGE = `Usage: npm run seed -- --enterprises N [--seed S] [--append] [--as-of YYYY-MM-DD] [--service-orgs K]
                    [--without-service-cycle]

  --enterprises N    enterprises to write (each with 3-8 staff, policies, service lists and the
                     tasks, appointments, investigations, hazards and flow log of its service cycle)
  --seed S           random seed (default ${DEMO_DATA_DEFAULTS.seed}); same seed and day, same data
  --append           add to existing enterprises instead of refusing
  --as-of DAY        reference day of all dates (default today, GMT+8); fix it to reproduce a data set
  --service-orgs K   new service organisations (default max(8, N/400))
  --without-service-cycle
                     enterprises with their staff, policies and service lists only (a tenth of the
                     rows: the size that fits a million enterprises on one disk)
`;

class UsageError extends Error {}

interface CliOptions {
  enterprises: number;
  seed: number;
  append: boolean;
  asOf: string;
  serviceOrgs: number | undefined;
  serviceCycle: boolean;
}

function integer(name: string, text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  if (!/^-?\d+$/.test(text)) throw new UsageError(`--${name} must be an integer, got "${text}"`);
  return Number(text);
}

function parseCli(argv: string[]): CliOptions | null {
  const { values } = parseArgs({
    args: argv,
    options: {
      enterprises: { type: 'string' },
      seed: { type: 'string' },
      append: { type: 'boolean', default: false },
      'as-of': { type: 'string' },
      'service-orgs': { type: 'string' },
      'without-service-cycle': { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
    strict: true,
  });
  if (values.help) return null;
  const enterprises = integer('enterprises', values.enterprises);
  if (enterprises === undefined) throw new UsageError('--enterprises is required');
  return {
    enterprises,
    seed: integer('seed', values.seed) ?? DEMO_DATA_DEFAULTS.seed,
    append: values.append,
    asOf: values['as-of'] ?? formatDate(),
    serviceOrgs: integer('service-orgs', values['service-orgs']),
    serviceCycle: !values['without-service-cycle'],
  };
}

const number = (n: number) => n.toLocaleString('en-US');
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** A line per 5 % of the enterprises (and the last one), never one per slice. */
function progressPrinter(started: number): (progress: DemoProgress) => void {
  let nextPercent = 5;
  return ({ done, total, counts }) => {
    const percent = total === 0 ? 100 : (100 * done) / total;
    if (percent < nextPercent && done < total) return;
    while (nextPercent <= percent) nextPercent += 5;
    const rss = Math.round(process.memoryUsage().rss / 1024 / 1024);
    process.stdout.write(
      `  ${number(done)} / ${number(total)} enterprises (${Math.floor(percent)} %) · ${number(counts.tasks)} tasks · ` +
        `${number(counts.hiddenDangers)} hazards · ${number(counts.flowLogs)} flow steps · ` +
        `${seconds(performance.now() - started)} · rss ${rss} MB\n`,
    );
  };
}

async function main(): Promise<void> {
  const options = parseCli(process.argv.slice(2));
  if (!options) {
    process.stdout.write(USAGE);
    return;
  }
  const config = loadConfig();
  const opening = performance.now();
  // The CLI seeds what it is told to, not the first-start demo set.
  const app = await buildApp({ ...config, demoData: false });
  const started = performance.now();
  try {
    if (app.startup.generatedAdminPassword) {
      // First start of this database: the password exists nowhere else.
      process.stdout.write(
        `admin account created — username admin, password ${app.startup.generatedAdminPassword}\n`,
      );
    }
    const { dialect } = app.services;
    const orgs = options.append
      ? 'existing'
      : String(options.serviceOrgs ?? defaultServiceOrgCount(options.enterprises));
    process.stdout.write(
      `Writing demo data into ${dialect === 'postgres' ? 'PostgreSQL' : `SQLite in ${config.dataDir}`}: ` +
        `${number(options.enterprises)} enterprises, service organisations ${orgs}, seed ${options.seed}, ` +
        `reference day ${options.asOf}${options.append ? ', appending' : ''}` +
        `${options.serviceCycle ? '' : ', without the service cycle'} ` +
        `(database ready in ${seconds(started - opening)})\n`,
    );
    const counts = await seedDemoData(app.services.db, app.services.definitions, {
      enterprises: options.enterprises,
      seed: options.seed,
      asOf: options.asOf,
      append: options.append,
      serviceCycle: options.serviceCycle,
      ...(options.serviceOrgs !== undefined ? { serviceOrgs: options.serviceOrgs } : {}),
      uploadRoot: uploadRoot(config.dataDir),
      onProgress: progressPrinter(started),
    });
    const elapsed = performance.now() - started;
    const rows = Object.values(counts).reduce((a, b) => a + b, 0);
    process.stdout.write(
      [
        'Done:',
        ...Object.entries(counts).map(([table, n]) => `  ${table.padEnd(20)} ${number(n)}`),
        `  ${number(rows)} rows in ${seconds(elapsed)} (${number(Math.round(rows / (elapsed / 1000)))} rows/s)`,
        '',
      ].join('\n'),
    );
  } finally {
    await app.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof UsageError || (error instanceof TypeError && 'code' in error)) {
    // parseArgs reports unknown options as a TypeError with an ERR_PARSE_ARGS_* code.
    process.stderr.write(`${error.message}\n\n${USAGE}`);
    process.exit(2);
  }
  if (error instanceof DemoDataError || error instanceof ConfigError || error instanceof DefinitionError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(
      `Seeding failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
  }
  process.exit(1);
});
