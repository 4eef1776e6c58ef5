// The save-time file declarations in entity files: `accept` on uploaders only; a `fileCheck` on an
// uploader of a main entity, filling a readonly text field, with no import or step to bypass it; an
// `exclusive` flag grouped by fields the entity has; a check's hook registered, reading fields the
// entity has and no step writes. And the report templates' placeholder reading.
import { describe, expect, it } from 'vitest';
import { checkPlaceholders, tagsOf } from '../../../src/server/business/report-template-check';
import { partText } from '../../../src/server/business/docx-text';
import { checkFileFields } from '../../../src/server/definitions/file-field-checks';
import { NO_HOOKS } from '../../../src/server/engine/hooks';
import { createEntityRegistry } from '../../../src/server/engine/registry';
import { checkFileCheckHooks } from '../../../src/server/engine/write/file-checks';
import type { FileCheckHook } from '../../../src/server/engine/write/file-checks';
import type { EntityDefinition, FieldDefinition } from '../../../src/shared/schema-language/entity';
import {
  COMMON_CATALOGUE,
  REPORT_DATA_EXTENSIONS,
  REPORT_TEMPLATE_TEXTS,
  mergeCatalogues,
} from '../../../src/shared/report-templates';

/** The 隐患排查报告's catalogue: the common part and the investigation's data extension. */
const CATALOGUE = mergeCatalogues(COMMON_CATALOGUE, REPORT_DATA_EXTENSIONS.hazardInvestigation!);

const entity = (name: string, fields: FieldDefinition[], overrides: Partial<EntityDefinition> = {}) =>
  ({ name, title: name, table: `nanli_${name}`, fields, ...overrides }) as EntityDefinition;

const reasons = (...definitions: EntityDefinition[]) =>
  checkFileFields(definitions).map((p) => `${p.pointer} ${p.reason}`);

const templateFields = (file: Partial<FieldDefinition> = {}, written: Partial<FieldDefinition> = {}) =>
  [
    { key: 'kind', label: '类型', type: 'string' },
    {
      key: 'file',
      label: '文件',
      type: 'string',
      form: { control: 'upload', accept: ['docx'] },
      fileCheck: { hook: 'check', writes: 'found' },
      ...file,
    },
    { key: 'found', label: '结果', type: 'text', readonly: true, ...written },
    {
      key: 'isDefault',
      label: '默认',
      type: 'string',
      exclusive: { value: 'Y', otherwise: 'N', scope: ['kind'] },
    },
  ] as FieldDefinition[];

const noImport = { actions: { toolbar: ['add' as const], row: ['edit' as const] } };

describe('file declarations in entity files', () => {
  it('accept a checked uploader of a main entity without import', () => {
    expect(reasons(entity('tpl', templateFields(), noImport))).toEqual([]);
  });

  it('refuse accept and fileCheck off uploaders, a writable or missing target, an import', () => {
    expect(
      reasons(entity('tpl', templateFields({ form: { control: 'image', accept: ['png'] } }), noImport)),
    ).toEqual([
      "/fields/1/form/accept accept belongs to the control 'upload'",
      "/fields/1/fileCheck fileCheck belongs to the control 'upload'",
    ]);
    expect(reasons(entity('tpl', templateFields({}, { readonly: false }), noImport))).toEqual([
      `/fields/1/fileCheck/writes "found" must be a readonly 'text' or 'string' field`,
    ]);
    expect(
      reasons(entity('tpl', templateFields({ fileCheck: { hook: 'check', writes: 'nope' } }), noImport)),
    ).toEqual(['/fields/1/fileCheck/writes unknown field "nope"']);
    expect(reasons(entity('tpl', templateFields()))).toEqual([
      '/fields/1/fileCheck an import would bypass the file check: leave importExcel out of actions',
    ]);
  });

  it('refuse an exclusive flag grouped by an unknown field or without a different value', () => {
    const fields = templateFields();
    fields[3] = { ...fields[3]!, exclusive: { value: 'Y', otherwise: 'Y', scope: ['other'] } };
    expect(reasons(entity('tpl', fields, noImport))).toEqual([
      '/fields/3/exclusive/otherwise must differ from value',
      '/fields/3/exclusive/scope/0 unknown field "other"',
    ]);
  });
});

describe('file check hooks', () => {
  const check = async () => ({ value: null });
  const problems = (definition: EntityDefinition, hook: FileCheckHook) =>
    checkFileCheckHooks(createEntityRegistry([definition]), { ...NO_HOOKS, fileChecks: { check: hook } }).map(
      (p) => `${p.pointer} ${p.reason}`,
    );

  it('stop the start when unknown, or reading a field the entity lacks or a step writes', () => {
    const withStep = {
      ...noImport,
      operations: [{ name: 'classify', label: '分类', fields: ['kind'] }],
    } as Partial<EntityDefinition>;
    expect(problems(entity('tpl', templateFields(), noImport), { reads: ['kind'], check })).toEqual([]);
    expect(
      checkFileCheckHooks(createEntityRegistry([entity('tpl', templateFields(), noImport)]), NO_HOOKS),
    ).toMatchObject([
      { pointer: '/fields/1/fileCheck/hook', reason: expect.stringContaining('unknown file check "check"') },
    ]);
    expect(problems(entity('tpl', templateFields(), noImport), { reads: ['nope'], check })).toEqual([
      '/fields/1/fileCheck/hook file check "check" reads unknown field "nope"',
    ]);
    expect(problems(entity('tpl', templateFields(), withStep), { reads: ['kind'], check })).toEqual([
      '/fields/1/fileCheck/hook file check "check" reads "kind", which an operation step would change unchecked',
    ]);
  });
});

describe('report template placeholders', () => {
  it('joins the text runs of a part, entities decoded', () => {
    const xml =
      '<w:p><w:r><w:t>{enter</w:t></w:r><w:r><w:tab/><w:t xml:space="preserve">prise</w:t></w:r>' +
      '<w:r><w:t>Name} &amp; &#x4E00;</w:t></w:r><w:r><w:t/></w:r></w:p>';
    expect(partText(xml)).toBe('{enterpriseName} & 一');
  });

  it('reads tags and refuses unpaired braces', () => {
    expect(tagsOf('a {#hazards}{ description }{/hazards} {%expertSignature}')!.map((t) => t.text)).toEqual([
      '{#hazards}',
      '{description}',
      '{/hazards}',
      '{%expertSignature}',
    ]);
    for (const text of ['{a', 'a}', '{{a}}']) expect(tagsOf(text)).toBeNull();
  });

  it('knows loop columns inside their loop only and lists what a template uses', () => {
    expect(checkPlaceholders(['{#hazards}{photo1}{/hazards}'], CATALOGUE)).toEqual({
      refusal: REPORT_TEMPLATE_TEXTS.unknownPlaceholder(['{photo1}']),
    });
    expect(
      checkPlaceholders(['{#hazards}{%photo1}{enterpriseName}{/hazards}', '{reportNo}'], CATALOGUE),
    ).toEqual({
      value: '{#hazards}、{%photo1}、{enterpriseName}、{reportNo}',
    });
    expect(checkPlaceholders(['{#hazards}{#checkItems}{/checkItems}{/hazards}'], CATALOGUE)).toEqual({
      refusal: REPORT_TEMPLATE_TEXTS.unclosedLoop('{#hazards}'),
    });
    expect(checkPlaceholders(['{/hazards}'], CATALOGUE)).toEqual({
      refusal: REPORT_TEMPLATE_TEXTS.unexpectedClose('{/hazards}'),
    });
    expect(checkPlaceholders(['no placeholders'], CATALOGUE)).toEqual({ value: null });
    expect(checkPlaceholders(['{constructor}{toString}'], CATALOGUE)).toEqual({
      refusal: REPORT_TEMPLATE_TEXTS.unknownPlaceholder(['{constructor}', '{toString}']),
    });
  });
});
