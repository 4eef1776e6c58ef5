// The demo's generated reports (隐患排查报告 and its siblings): on the first start that wrote the
// business demo, the administrator makes a few reports through the real generator — Word file,
// serial number, flow log, the PDF in the background — and takes them through the review steps, so
// that 报告管理 shows each state a reviewer meets. A report is published only once its PDF exists
// (reportPdfReady), which the seed cannot wait for: the demo stops at 审核通过.
import type { FastifyInstance } from 'fastify';
import { BUILTIN_TEMPLATE_ID } from '../../../shared/report-generation';
import { accessOf } from '../../engine/access';
import { loadPrincipal } from '../../engine/principal';
import type { Principal } from '../../engine/principal';
import { allOf, compare, inList } from '../../engine/sql-conditions';
import { engineDb } from '../../engine/engine-db';
import { runOperation } from '../../engine/operations/run-operation';
import { ADMIN_USERNAME } from '../../seed/seed-ids';
import type { AppServices } from '../../services';
import { REPORT_ENTITY } from './generate-report';
import { createReportGenerator } from './report-generator';
import type { ReportGenerator } from './report-generator';

interface DemoStep {
  operation: string;
  opinion?: string;
}

/** One demo report: the kind it is of, and the review steps it has been through. */
export interface DemoReport {
  reportType: string;
  steps: readonly DemoStep[];
}

const SUBMIT: DemoStep = { operation: 'submit' };

/** Every kind once, the hazard investigation's in each state before publication. */
export const DEMO_REPORTS: readonly DemoReport[] = [
  { reportType: '1', steps: [SUBMIT, { operation: 'approve', opinion: '内容完整，同意签章发布' }] },
  { reportType: '1', steps: [SUBMIT] },
  { reportType: '1', steps: [] },
  {
    reportType: '2',
    steps: [SUBMIT, { operation: 'reject', opinion: '整改复查照片不全，请补充后重新编制' }],
  },
  { reportType: '3', steps: [SUBMIT] },
  { reportType: '4', steps: [] },
  { reportType: '5', steps: [SUBMIT, { operation: 'approve', opinion: '同意' }] },
];

/** The records the demo reports are made of: per kind, the earliest ones, of different enterprises. */
async function sourceRecords(
  services: Pick<AppServices, 'engine' | 'db'>,
  generator: ReportGenerator,
  tenantId: number,
  reportType: string,
  count: number,
): Promise<string[]> {
  const { entity, declared } = generator.source(reportType);
  const column = (key: string) => entity.field(key)!.column;
  const conditions = [inList(column(entity.definition.lifecycle!.field), declared.states)];
  if (entity.tenantScoped) conditions.push(compare('tenant_id', '=', tenantId));
  const rows = await engineDb(services.db)
    .selectFrom(entity.table)
    .select(['id', column(declared.enterpriseField)])
    .where(allOf(conditions))
    .orderBy(column(declared.dateField))
    .orderBy('id')
    .execute();
  const enterprises = new Set<string>();
  const ids: string[] = [];
  for (const row of rows) {
    const enterprise = String(row[column(declared.enterpriseField)]);
    if (enterprises.has(enterprise)) continue;
    enterprises.add(enterprise);
    ids.push(String(row.id));
    if (ids.length === count) break;
  }
  return ids;
}

/** The kind's default template of the tenant (the demo uploads one per kind), else the built-in one. */
async function defaultTemplate(
  services: Pick<AppServices, 'engine' | 'db'>,
  tenantId: number,
  reportType: string,
) {
  const entity = services.engine.registry.get('reportTemplate')!;
  const column = (key: string) => entity.field(key)!.column;
  const row = await engineDb(services.db)
    .selectFrom(entity.table)
    .select('id')
    .where(
      allOf([
        compare('tenant_id', '=', tenantId),
        compare(column('reportType'), '=', reportType),
        compare(column('isDefault'), '=', 'Y'),
        compare(column('status'), '=', '1'),
      ]),
    )
    .executeTakeFirst();
  return row ? String(row.id) : BUILTIN_TEMPLATE_ID;
}

async function takeSteps(
  services: Pick<AppServices, 'engine'>,
  principal: Principal,
  id: string,
  steps: readonly DemoStep[],
) {
  const { deps, registry } = services.engine;
  const entity = registry.get(REPORT_ENTITY)!;
  const access = await accessOf(deps, principal, entity);
  for (const step of steps) {
    const operation = entity.operations.find((o) => o.name === step.operation)!;
    const input = { values: {}, opinion: step.opinion ?? null, attachments: null };
    const [row] = await runOperation(deps, access, operation, [id], input);
    if (!row?.success) throw new Error(`demo report ${id}: ${step.operation} refused: ${row?.message}`);
  }
}

/** Makes the demo reports as the administrator of the tenant; answers how many were made. */
export async function generateDemoReports(
  services: Pick<AppServices, 'engine' | 'db'>,
  generator: ReportGenerator,
  tenantId: number,
  plan: readonly DemoReport[] = DEMO_REPORTS,
): Promise<number> {
  const admin = await services.db
    .selectFrom('sysUser')
    .selectAll()
    .where('username', '=', ADMIN_USERNAME)
    .executeTakeFirst();
  if (!admin) return 0;
  const principal = await loadPrincipal(services.db, admin, tenantId);
  const kinds = [...new Set(plan.map((report) => report.reportType))];
  let made = 0;
  for (const reportType of kinds) {
    const reports = plan.filter((report) => report.reportType === reportType);
    const records = await sourceRecords(services, generator, tenantId, reportType, reports.length);
    const templateId = await defaultTemplate(services, tenantId, reportType);
    for (const [index, recordId] of records.entries()) {
      const answer = await generator.generate(principal, { reportType, recordIds: [recordId], templateId });
      const [reportId] = answer.reportIds ?? [];
      if (!reportId) throw new Error(`demo report of ${recordId}: no report was made`);
      await takeSteps(services, principal, reportId, reports[index]!.steps);
      made += 1;
    }
  }
  return made;
}

/**
 * The plugin that makes the demo reports when the app is ready. A plugin of its own: its onClose
 * (the PDFs still being made) runs before the app's, which closes the database.
 */
export const demoReports =
  (services: AppServices, tenantId: number) =>
  async (plugin: FastifyInstance): Promise<void> => {
    const generator = createReportGenerator(services, (error) =>
      plugin.log.error({ err: error }, 'demo report PDF'),
    );
    plugin.addHook('onReady', async () => {
      const made = await generateDemoReports(services, generator, tenantId);
      plugin.log.info({ reports: made }, 'demo reports generated');
    });
    plugin.addHook('onClose', () => generator.idle());
  };
