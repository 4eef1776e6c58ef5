// One field value from the outside (form, grid, JSON body, Excel cell) to its stored form, and the
// checks it must pass. Shared by the client's validators, the server's writes and the importer.
import { formatDate, formatDateTime } from '../date-format';
import type { FieldDefinition } from '../schema-language/entity';
import { VALIDATION_TEXTS } from '../texts';
import { RULES, RULES_JUDGED_WHEN_WRITTEN } from './rules';
import { checkedCountMessage } from './checked-count';
import { checkStoredFiles } from './stored-files';

export type StoredValue = string | number | null;

export const FIELD_DEFAULTS = { length: 255, precision: 14, scale: 2 } as const;

/** What an `int` field holds: the `integer` column (32 bits on PostgreSQL; SQLite would take more). */
export const INT_RANGE = { min: -2_147_483_648, max: 2_147_483_647 } as const;

export const VALUE_MESSAGES = {
  integer: '请输入整数',
  number: '请输入数字',
  scale: (scale: number) => `最多${scale}位小数`,
  tooLarge: '数值超出允许范围',
  date: '日期格式应为YYYY-MM-DD',
  dateTime: '时间格式应为YYYY-MM-DD HH:mm:ss',
  min: (min: number) => `不能小于${min}`,
  max: (max: number) => `不能大于${max}`,
  notInDictionary: (value: string) => `“${value}”不是可选的值`,
  format: '格式不正确',
} as const;

/** Controls where a person picks rather than types (their required message says 请选择). */
const CHOICE_CONTROLS = new Set([
  'select',
  'radio',
  'checkbox',
  'switch',
  'date',
  'datetime',
  'searchSelect',
  'treeSelect',
  'area',
  'upload',
  'image',
]);

export function isChoiceField(field: FieldDefinition): boolean {
  const control = field.form?.control;
  if (control) return CHOICE_CONTROLS.has(control);
  return !!field.dict || field.type === 'date' || field.type === 'datetime';
}

export function requiredMessage(field: FieldDefinition): string {
  return field.requiredMessage ?? `${isChoiceField(field) ? '请选择' : '请输入'}${field.label}`;
}

/** Whether the text is a 'YYYY-MM-DD' date of the calendar (no 2024-02-30, no month 13). */
export function isDateText(text: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(text) && isRealDate(text);
}

function isRealDate(text: string): boolean {
  const [y, m, d] = text.slice(0, 10).split('-').map(Number);
  const date = new Date(Date.UTC(y!, m! - 1, d!));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m! - 1 && date.getUTCDate() === d;
}

function normalizeNumber(field: FieldDefinition, text: string): { value: number } | { error: string } {
  if (field.type === 'int') {
    if (!/^-?\d+$/.test(text)) return { error: VALUE_MESSAGES.integer };
    const value = Number(text);
    return value >= INT_RANGE.min && value <= INT_RANGE.max ? { value } : { error: VALUE_MESSAGES.tooLarge };
  }
  if (!/^-?\d+(\.\d+)?$/.test(text)) return { error: VALUE_MESSAGES.number };
  const scale = field.scale ?? FIELD_DEFAULTS.scale;
  const precision = field.precision ?? FIELD_DEFAULTS.precision;
  const [whole = '', fraction = ''] = text.replace('-', '').split('.');
  if (fraction.replace(/0+$/, '').length > scale) return { error: VALUE_MESSAGES.scale(scale) };
  if (whole.replace(/^0+/, '').length > precision - scale) return { error: VALUE_MESSAGES.tooLarge };
  return { value: Number(text) };
}

/**
 * The stored form of a raw value: trimmed text, numbers, 'YYYY-MM-DD' dates, 'YYYY-MM-DD HH:mm:ss'
 * times, comma-joined multiple values; empty means null.
 */
export function normalizeFieldValue(
  field: FieldDefinition,
  raw: unknown,
): { value: StoredValue } | { error: string } {
  if (raw === null || raw === undefined) return { value: null };
  if (raw instanceof Date) {
    if (Number.isNaN(raw.getTime()))
      return { error: field.type === 'date' ? VALUE_MESSAGES.date : VALUE_MESSAGES.dateTime };
    return { value: field.type === 'date' ? formatDate(raw) : formatDateTime(raw) };
  }
  if (Array.isArray(raw))
    return normalizeFieldValue(
      field,
      raw
        .map((v) => String(v).trim())
        .filter(Boolean)
        .join(','),
    );
  if (typeof raw === 'boolean') return normalizeFieldValue(field, raw ? '1' : '0');
  if (typeof raw === 'object') return { error: VALUE_MESSAGES.format };
  let text = String(raw).trim();
  if (text === '') return { value: null };
  switch (field.type) {
    case 'int':
    case 'decimal':
      return normalizeNumber(field, text);
    case 'date':
      if (/^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?$/.test(text) && isRealDate(text))
        return { value: text.slice(0, 10) };
      return { error: VALUE_MESSAGES.date };
    case 'datetime':
      if (/^\d{4}-\d{2}-\d{2}$/.test(text)) text = `${text} 00:00:00`;
      else if (/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/.test(text)) text = `${text}:00`;
      if (/^\d{4}-\d{2}-\d{2} ([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/.test(text) && isRealDate(text))
        return { value: text };
      return { error: VALUE_MESSAGES.dateTime };
    default:
      if (field.transform === 'upper') text = text.toUpperCase();
      if (field.transform === 'lower') text = text.toLowerCase();
      if (field.multiple)
        text = text
          .split(',')
          .map((v) => v.trim())
          .filter(Boolean)
          .join(',');
      return { value: text };
  }
}

export interface FieldCheckOptions {
  /** The values a plain dictionary allows, when the caller has them. */
  dictValues?: ReadonlySet<string>;
  /** The value is the one already stored (an edit keeping it): rules judged when written skip it. */
  unchanged?: boolean;
}

/** The first message a stored value fails with, or null. */
export function checkFieldValue(
  field: FieldDefinition,
  value: StoredValue,
  options: FieldCheckOptions = {},
): string | null {
  if (value === null) return field.required ? requiredMessage(field) : null;
  const text = String(value);
  if (field.type === 'string' && text.length > (field.length ?? FIELD_DEFAULTS.length)) {
    return VALIDATION_TEXTS.maxLength(field.length ?? FIELD_DEFAULTS.length);
  }
  if (typeof value === 'number') {
    if (field.min !== undefined && value < field.min) return VALUE_MESSAGES.min(field.min);
    if (field.max !== undefined && value > field.max) return VALUE_MESSAGES.max(field.max);
  }
  const files = checkStoredFiles(field, text);
  if (files) return files;
  if (field.multiple && field.form?.control === 'checkbox') {
    const checked = checkedCountMessage(text, { min: field.min, max: field.max });
    if (checked) return checked;
  }
  for (const reference of field.rules ?? []) {
    if ('pattern' in reference) {
      if (!new RegExp(reference.pattern).test(text)) return reference.message;
    } else if (reference.rule === 'minLength') {
      if (text.length < reference.value)
        return reference.message ?? VALIDATION_TEXTS.minLength(reference.value);
    } else if (reference.rule === 'maxLength') {
      if (text.length > reference.value)
        return reference.message ?? VALIDATION_TEXTS.maxLength(reference.value);
    } else if (!(options.unchanged && RULES_JUDGED_WHEN_WRITTEN.has(reference.rule))) {
      const message = RULES[reference.rule](text);
      if (message) return reference.message ?? message;
    }
  }
  if (options.dictValues) {
    const values = field.multiple ? text.split(',') : [text];
    const unknown = values.find((v) => !options.dictValues!.has(v));
    if (unknown !== undefined) return VALUE_MESSAGES.notInDictionary(unknown);
  }
  return null;
}
