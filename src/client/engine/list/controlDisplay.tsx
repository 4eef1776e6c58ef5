// How a value shows outside its control, for fields whose control says more than the text: area
// codes as region names, stored files as thumbnails or links (a signature as its image), rich text
// as its words in a cell and as sanitised HTML in the detail, a score as read-only stars; and a
// derived ratio as a percentage. Other fields: null (the caller shows text or dictionary labels).
import type { ReactNode } from 'react';
import type { FieldDefinition } from '../../../shared/schema-language/entity';
import { FIELD_DEFAULTS } from '../../../shared/validation/field-values';
import { numberPrecision, starCount } from '../controls/fieldControl';
import { RateInput, starsOf } from '../controls/RateInput';
import { AreaText } from '../../widgets/area/AreaText';
import { RichTextView } from '../../widgets/richText/RichTextView';
import { htmlToText } from '../../widgets/sanitizeHtml';
import { StoredFiles } from '../../widgets/upload/StoredFiles';

export type DisplayPlace = 'cell' | 'detail';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

const isEmpty = (value: unknown) => value === null || value === undefined || value === '';

/** 87.5 → '87.5%' with the field's decimals; no value (a ratio of nobody) stays empty. */
const percentText = (value: unknown, decimals: number) =>
  isEmpty(value) ? '' : `${Number(value).toFixed(decimals)}%`;

export function controlDisplay(
  field: FieldDefinition,
): ((value: unknown, place: DisplayPlace) => ReactNode) | null {
  if (field.derived && 'ratio' in field.derived) {
    const decimals = numberPrecision(field, FIELD_DEFAULTS.scale);
    return (value) => percentText(value, decimals);
  }
  switch (field.form?.control) {
    case 'area':
      return (value) => <AreaText code={text(value)} />;
    case 'image':
    case 'signature':
      return (value, place) => <StoredFiles kind="image" value={value} place={place} />;
    case 'upload':
      return (value, place) => <StoredFiles kind="file" value={value} place={place} />;
    case 'rate':
      return (value, place) =>
        starsOf(value) === 0 ? (
          ''
        ) : (
          <RateInput
            aria-label={field.label}
            count={starCount(field)}
            value={starsOf(value)}
            disabled
            size={place === 'cell' ? 'small' : 'default'}
          />
        );
    case 'richText':
      return (value, place) =>
        place === 'cell' ? htmlToText(text(value)) : <RichTextView html={text(value)} />;
    default:
      return null;
  }
}
