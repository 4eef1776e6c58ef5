// `npm run schemas:check`: the meta-schemas in schemas/meta/ match their TypeBox sources and every
// definition file is valid. `npm run schemas:write` regenerates the meta-schemas.
import { BUSINESS_HOOKS } from '../src/server/business';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { TSchema } from '@sinclair/typebox';
import { loadDefinitions } from '../src/server/definitions';
import { DictionaryFile } from '../src/shared/schema-language/dictionary';
import { EntityDefinition } from '../src/shared/schema-language/entity';
import { MenuFile } from '../src/shared/schema-language/menu';
import { ReportDefinition } from '../src/shared/schema-language/report';
import { RoleFile } from '../src/shared/schema-language/role';

const schemasDir = path.resolve('schemas');

export const META_SCHEMAS: Record<string, TSchema> = {
  'menus.schema.json': MenuFile,
  'roles.schema.json': RoleFile,
  'dictionary.schema.json': DictionaryFile,
  'entity.schema.json': EntityDefinition,
  'report.schema.json': ReportDefinition,
};

export function metaSchemaText(schema: TSchema): string {
  return `${JSON.stringify({ $schema: 'http://json-schema.org/draft-07/schema#', ...schema }, null, 2)}\n`;
}

function main(): void {
  const write = process.argv.includes('--write');
  const stale: string[] = [];
  for (const [file, schema] of Object.entries(META_SCHEMAS)) {
    const target = path.join(schemasDir, 'meta', file);
    const expected = metaSchemaText(schema);
    let current = '';
    try {
      current = readFileSync(target, 'utf8');
    } catch {
      // missing: stale
    }
    if (current === expected) continue;
    if (write) writeFileSync(target, expected);
    else stale.push(`schemas/meta/${file}`);
  }
  if (stale.length > 0) {
    console.error(
      `Meta-schemas out of date with src/shared/schema-language: ${stale.join(', ')}\nRun: npm run schemas:write`,
    );
    process.exit(1);
  }
  const definitions = loadDefinitions(schemasDir, BUSINESS_HOOKS);
  console.log(
    `schemas ok: ${Object.keys(META_SCHEMAS).length} meta-schemas, ${definitions.menus.length} top-level menus, ` +
      `${definitions.roles.length} roles, ${definitions.dictionaries.length} dictionaries, ${definitions.entities.length} entities, ${definitions.reports.length} reports`,
  );
}

try {
  main();
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
