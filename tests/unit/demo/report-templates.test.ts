// The demo's report templates (报告模板): the built-in template of every declared report source,
// uploaded as an administrator would — the file the 下载系统默认模板 download makes, stored and linked
// like an upload, its placeholders what the save's check answers, the type's default, enabled, its
// version taken from the template counter — in pure generation and as a seed writes them.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { checkTemplate } from '../../../src/server/business/report-template-check';
import { docxTexts } from '../../../src/server/business/docx-text';
import { openDatabase } from '../../../src/server/db/database';
import type { DatabaseHandle } from '../../../src/server/db/database';
import { seedDemoData, seedDemoDataIfEmpty } from '../../../src/server/demo';
import { createDemoContext } from '../../../src/server/demo/context';
import { generatePlatformData } from '../../../src/server/demo/platform-operation';
import { PushSources } from '../../../src/server/demo/push-sources';
import { TEMPLATE_VERSION_SERIAL, uploadedTemplateName } from '../../../src/server/demo/report-templates';
import { createEntityRegistry } from '../../../src/server/engine/registry';
import { builtinTemplate } from '../../../src/server/modules/report-generation/generic-template';
import { reportSources } from '../../../src/server/modules/report-generation/report-sources';
import { builtinTemplateName } from '../../../src/shared/report-generation';
import { definitions, entityNamed } from './support/definitions';
import { syncEntityTables } from './support/entity-tables';
import { generateSample, SAMPLE_AS_OF, SAMPLE_TEMPLATES } from './support/sample';

const sources = reportSources(createEntityRegistry(definitions.entities));
const reportTypes = [...sources.keys()].sort();
const typeText = (reportType: string) =>
  definitions.dictionaries
    .find((d) => d.code === 'nl_report_type')!
    .items.find((item) => item.value === reportType)!.text;

describe('the generated report templates', () => {
  const sample = generateSample({ enterprises: 20 });
  const templates = sample.platform.reportTemplates;

  it('one per report type that has a built-in template, each its type’s default and enabled', () => {
    expect(reportTypes.length).toBeGreaterThanOrEqual(5);
    expect(templates.map((t) => t.reportType).sort()).toEqual(reportTypes);
    for (const template of templates) {
      expect(template).toMatchObject({ isDefault: 'Y', status: '1' });
      // Named after the type, but not as the built-in one the generate page also offers.
      expect(template.templateName).toBe(uploadedTemplateName(typeText(template.reportType)));
      expect(template.templateName).not.toBe(builtinTemplateName(typeText(template.reportType)));
    }
  });

  it('numbers the versions by the version serial, from the counter’s next number', () => {
    expect(entityNamed('reportTemplate').fields.find((f) => f.key === 'version')!.serial).toEqual(
      TEMPLATE_VERSION_SERIAL,
    );
    expect(templates.map((t) => t.version)).toEqual(
      templates.map((_, i) => `V-${String(i + 1).padStart(5, '0')}`),
    );
    // Uploaded in the order of their versions.
    expect([...templates].sort((a, b) => a.createTime.localeCompare(b.createTime))).toEqual(templates);
    const context = createDemoContext({ seed: 7, asOf: SAMPLE_AS_OF });
    const later = generatePlatformData(context, new PushSources(context), new Set(['reportTemplate']), {
      ...SAMPLE_TEMPLATES,
      firstSerial: 7,
    });
    expect(later.reportTemplates.map((t) => t.version)).toEqual(
      reportTypes.map((_, i) => `V-${String(i + 7).padStart(5, '0')}`),
    );
  });

  it('stores the built-in template of its type as an upload linked to the template', async () => {
    for (const template of templates) {
      const files = sample.platform.files.filter((f) => f.recordId === template.id);
      expect(files).toHaveLength(1);
      const [file] = files;
      expect(file).toMatchObject({
        entity: 'reportTemplate',
        fieldKey: 'templateFile',
        storedPath: template.templateFile,
        originalName: `${builtinTemplateName(typeText(template.reportType))}.docx`,
        uploaderId: sample.context.platform.id,
        at: template.createTime,
      });
      const source = sources.get(template.reportType)!;
      const bytes = file!.content!();
      // The download's document (its zip differs only in the time it was made).
      expect(await docxTexts(bytes)).toEqual(await docxTexts(builtinTemplate(source)));
      // The placeholders the save's file check keeps, for the type's catalogue.
      expect(await checkTemplate(bytes, source.catalogue)).toEqual({ value: template.placeholders });
      expect(template.placeholders).toContain('{enterpriseName}');
    }
  });
});

describe('the report templates a seed writes', () => {
  const opened: { handle: DatabaseHandle; dir: string }[] = [];
  afterEach(async () => {
    for (const { handle, dir } of opened.splice(0)) {
      await handle.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  async function freshDatabase() {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'anze-demo-'));
    const handle = openDatabase({ dataDir: dir });
    opened.push({ handle, dir });
    await syncEntityTables(handle.db, 'sqlite', definitions);
    return { db: handle.db, uploadRoot: path.join(dir, 'upload') };
  }

  interface TemplateRow {
    id: string;
    reportType: string;
    version: string;
    templateFile: string;
    isDefault: string;
    status: string;
    placeholders: string;
    tenantId: number;
  }

  it('writes them on a first start with their files, and advances the template counter', async () => {
    const { db, uploadRoot } = await freshDatabase();
    const counts = await seedDemoDataIfEmpty(db, definitions, { asOf: SAMPLE_AS_OF, uploadRoot });
    expect(counts!.reportTemplates).toBe(reportTypes.length);
    const { rows } = await sql<TemplateRow>`select id, report_type, version, template_file, is_default,
      status, placeholders, tenant_id from nanli_report_template order by version`.execute(db);
    expect(rows.map((r) => r.reportType).sort()).toEqual(reportTypes);
    // One default per report type, as the field's exclusive rule keeps it.
    const defaults = rows.filter((r) => r.isDefault === 'Y').map((r) => r.reportType);
    expect(new Set(defaults).size).toBe(defaults.length);
    expect(defaults.sort()).toEqual(reportTypes);
    for (const row of rows) {
      expect(row.status).toBe('1');
      const linked = await sql<{ fileSize: number; entity: string; fieldKey: string }>`
        select file_size, entity, field_key from sys_file where record_id = ${row.id}
        and stored_path = ${row.templateFile}`.execute(db);
      expect(linked.rows).toEqual([
        { fileSize: expect.any(Number), entity: 'reportTemplate', fieldKey: 'templateFile' },
      ]);
      const bytes = readFileSync(path.join(uploadRoot, row.templateFile));
      expect(bytes.length).toBe(linked.rows[0]!.fileSize);
      // What generation reads: a template its type's catalogue accepts.
      const checked = await checkTemplate(bytes, sources.get(row.reportType)!.catalogue);
      expect(checked).toEqual({ value: row.placeholders });
    }
    const counter = await sql<{ value: number; period: string; tenantId: number }>`
      select value, period, tenant_id from sys_serial_counter
      where entity = 'reportTemplate' and field = 'version'`.execute(db);
    expect(counter.rows).toEqual([{ value: rows.length, period: '', tenantId: rows[0]!.tenantId }]);
    expect(rows.at(-1)!.version).toBe(`V-${String(rows.length).padStart(5, '0')}`);
  });

  it('writes them once: an appending run adds none, and versions follow templates uploaded before', async () => {
    const { db } = await freshDatabase();
    // A template counter an administrator already advanced (two uploads, since deleted).
    await sql`insert into sys_serial_counter (entity, field, tenant_id, period, value)
      values ('reportTemplate', 'version', 0, '', 2)`.execute(db);
    await seedDemoData(db, definitions, { enterprises: 5, asOf: SAMPLE_AS_OF, serviceCycle: false });
    const versions = async () =>
      (
        await sql<{ version: string }>`select version from nanli_report_template order by version`.execute(db)
      ).rows.map((r) => r.version);
    const first = await versions();
    expect(first).toEqual(reportTypes.map((_, i) => `V-${String(i + 3).padStart(5, '0')}`));
    const added = await seedDemoData(db, definitions, { enterprises: 5, asOf: SAMPLE_AS_OF, append: true });
    expect(added.reportTemplates).toBe(0);
    expect(await versions()).toEqual(first);
  });
});
