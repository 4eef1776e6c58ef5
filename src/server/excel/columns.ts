// The columns of a sheet: what export, import and template agree on. An entity's fields map onto
// them with columnsFromEntity; callers with other data describe columns by hand.
import type { EntityDefinition, FieldDefinition } from '../../shared/schema-language/entity';
import { DEFAULT_COLUMN_WIDTH } from './limits';

export type ExcelColumnKind = 'text' | 'number' | 'date' | 'datetime';

export interface ExcelColumn {
  /** Field key: the property read from export rows and written into import values. */
  key: string;
  /** Header cell text: the field label (import also accepts the key). */
  header: string;
  /** Width in characters. */
  width?: number;
  kind: ExcelColumnKind;
  /** Import: the header must be present. Template: shown as required. */
  required?: boolean;
  /** A dictionary field: sheets hold its texts, the importer translates them back to values. */
  dictionary?: {
    /** Several values, comma separated. */
    multiple?: boolean;
    /** Allowed texts, for the template's hints and drop-down lists. */
    texts?: readonly string[];
  };
}

const KIND_OF_TYPE: Record<FieldDefinition['type'], ExcelColumnKind> = {
  string: 'text',
  text: 'text',
  int: 'number',
  decimal: 'number',
  date: 'date',
  datetime: 'datetime',
};

/** Pixels of a list column per character of a sheet column (Calibri 11 at 96 dpi). */
const PIXELS_PER_CHAR = 7;
const MIN_WIDTH = 8;
const MAX_WIDTH = 60;

/** Characters a text occupies in a sheet column: CJK and full-width characters count twice. */
export function displayWidth(text: string): number {
  let width = 0;
  for (const char of text)
    width +=
      /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/u.test(
        char,
      )
        ? 2
        : 1;
  return width;
}

const clampWidth = (width: number) => Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, Math.round(width)));

function columnWidth(field: FieldDefinition): number {
  const fromList = field.list?.width ? field.list.width / PIXELS_PER_CHAR : 0;
  const byKind = field.type === 'datetime' ? 20 : field.type === 'date' ? 12 : DEFAULT_COLUMN_WIDTH;
  return clampWidth(Math.max(fromList || byKind, displayWidth(field.label) + 2));
}

export interface ColumnsFromEntityOptions {
  /** 'export' keeps derived (readonly) fields; 'import' keeps only what a request may write. */
  purpose: 'export' | 'import';
  /** Only these fields, in this order (e.g. the columns the user chose); default all. */
  keys?: readonly string[];
  /** Allowed texts of a dictionary field, for the template. */
  dictionaryTexts?: (field: FieldDefinition) => readonly string[] | undefined;
}

/**
 * Sheet columns of an entity. Pass the entity as the user may see it (column-permission fields
 * removed): this function only drops fields that are never shown or never written.
 */
export function columnsFromEntity(
  entity: EntityDefinition,
  options: ColumnsFromEntityOptions,
): ExcelColumn[] {
  const shown = entity.fields.filter(
    (field) => !field.hidden && (options.purpose === 'export' || (!field.readonly && !field.form?.hidden)),
  );
  const fields = options.keys
    ? options.keys.flatMap((key) => shown.filter((field) => field.key === key))
    : shown;
  return fields.map((field) => {
    const column: ExcelColumn = {
      key: field.key,
      header: field.label,
      width: columnWidth(field),
      kind: KIND_OF_TYPE[field.type],
    };
    // A required field with a default may be left out of the sheet: the default fills it.
    if (field.required && (options.purpose === 'export' || field.default === undefined))
      column.required = true;
    if (field.dict) {
      const texts = options.dictionaryTexts?.(field);
      column.dictionary = { ...(field.multiple ? { multiple: true } : {}), ...(texts ? { texts } : {}) };
    }
    return column;
  });
}

/** Width of a column in characters. */
export const widthOf = (column: ExcelColumn) =>
  clampWidth(column.width ?? Math.max(DEFAULT_COLUMN_WIDTH, displayWidth(column.header) + 2));
