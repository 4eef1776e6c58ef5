import { describe, expect, it } from 'vitest';
import type { EntityDefinition, FieldDefinition } from '../../../shared/schema-language/entity';
import { detailFields, formFields, placeholderOf } from './formSchema';

const field = (extra: Partial<FieldDefinition>): FieldDefinition =>
  ({ key: 'code', label: '类型编码', type: 'string', ...extra }) as FieldDefinition;

describe('form placeholders', () => {
  it('tells that an empty tree code is generated, a serial number assigned, other boxes what to enter', () => {
    expect(placeholderOf(field({ treeCode: true }))).toBe('留空则按上级编码自动生成');
    expect(placeholderOf(field({ serial: { prefix: 'YH', digits: 4 } }))).toBe('保存后自动生成');
    expect(placeholderOf(field({}))).toBe('请输入类型编码');
    expect(placeholderOf(field({ treeCode: true, form: { placeholder: '自定义' } }))).toBe('自定义');
  });
});

describe('the report detail', () => {
  it('shows no raw id: the source record is the link field beside it, bizId stays the server’s', async () => {
    const report = (await import('../../../../schemas/entities/report.json'))
      .default as unknown as EntityDefinition;
    const shown = detailFields(report).map((f) => f.key);
    expect(shown).toContain('investigationId');
    expect(shown).not.toContain('bizId');
    expect(formFields(report).map((f) => f.key)).not.toContain('bizId');
    expect(report.fields.find((f) => f.key === 'bizId')?.list?.show).toBe(false);
  });
});
