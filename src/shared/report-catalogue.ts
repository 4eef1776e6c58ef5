// The placeholder catalogue of one report type, derived from the entity declaring it as its
// `reportSource`: the common part (cover, enterprise, policy), the record's own fields by key — the
// text a reader sees (dictionary text, formatted date), `<key>_value` the stored value of a dictionary
// field — its pictures (`{%key}` the first, the loop `<key>Images` all of them), its declared lists
// with their counts, and the values of its data extension. The template check and the generator
// both read it, so a template that passes the check finds every value it names.
import type { EntityDefinition, FieldDefinition } from './schema-language/entity';
import type { PlaceholderCatalogue, PlaceholderLoop } from './report-templates';
import { COMMON_CATALOGUE, REPORT_DATA_EXTENSIONS, mergeCatalogues } from './report-templates';

/** Form controls holding pictures (shown as images); other uploads are files a report does not show. */
const IMAGE_CONTROLS = new Set(['image', 'signature']);
const SKIPPED_CONTROLS = new Set(['upload', 'password']);

export const isImageField = (field: FieldDefinition) => IMAGE_CONTROLS.has(field.form?.control ?? '');
/** Fields a report shows as text (every stored field but pictures, files and passwords). */
export const isTextField = (field: FieldDefinition) =>
  !field.derived && !isImageField(field) && !SKIPPED_CONTROLS.has(field.form?.control ?? '');
export const hasDictionary = (field: FieldDefinition) => !!field.dict;

/** The suffix of a dictionary field's stored value, beside its text under the field's own key. */
export const VALUE_SUFFIX = '_value';
/** The suffix of the loop of every picture of an image field. */
export const IMAGES_SUFFIX = 'Images';
/** The column of a picture loop's rows. */
export const IMAGE_COLUMN = 'image';
export const INDEX_COLUMN = 'index';

/** The values and images of an entity's fields. */
function fieldsCatalogue(entity: EntityDefinition): Pick<PlaceholderCatalogue, 'values' | 'images'> {
  const values: Record<string, string> = {};
  const images: Record<string, string> = {};
  for (const field of entity.fields) {
    if (isImageField(field)) images[field.key] = field.label;
    else if (isTextField(field)) {
      values[field.key] = field.label;
      if (hasDictionary(field)) values[`${field.key}${VALUE_SUFFIX}`] = `${field.label}（值）`;
    }
  }
  return { values, images };
}

/** The catalogue of the report type `source` declares; `entityOf` finds the entities of its lists. */
export function reportCatalogue(
  source: EntityDefinition,
  entityOf: (name: string) => EntityDefinition | undefined,
): PlaceholderCatalogue {
  const declared = source.reportSource;
  const own = fieldsCatalogue(source);
  const values: Record<string, string> = { ...own.values };
  const loops: Record<string, PlaceholderLoop> = {};
  for (const field of source.fields.filter(isImageField))
    loops[`${field.key}${IMAGES_SUFFIX}`] = {
      label: field.label,
      fields: { [INDEX_COLUMN]: '序号' },
      images: { [IMAGE_COLUMN]: field.label },
    };
  for (const [name, list] of Object.entries(declared?.lists ?? {})) {
    const entity = entityOf(list.entity);
    if (!entity) continue;
    const rows = fieldsCatalogue(entity);
    loops[name] = {
      label: entity.title,
      fields: { [INDEX_COLUMN]: '序号', ...rows.values },
      images: rows.images,
    };
    for (const [count, { label }] of Object.entries(list.counts ?? {})) values[count] = label;
  }
  const extension = declared?.data ? REPORT_DATA_EXTENSIONS[declared.data] : undefined;
  return mergeCatalogues(
    COMMON_CATALOGUE,
    { values, images: own.images, loops },
    ...(extension ? [extension] : []),
  );
}
