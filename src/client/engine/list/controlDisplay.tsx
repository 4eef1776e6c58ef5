// How a value shows outside its control, for fields whose control says more than the text: area
// codes as region names, stored files as thumbnails or links (a signature as its image), rich text
// as its words in a cell and as sanitised HTML in the detail. Other fields: null (the caller shows
// text or dictionary labels).
import type { ReactNode } from 'react';
import type { FieldDefinition } from '../../../shared/schema-language/entity';
import { AreaText } from '../../widgets/area/AreaText';
import { RichTextView } from '../../widgets/richText/RichTextView';
import { htmlToText } from '../../widgets/sanitizeHtml';
import { StoredFiles } from '../../widgets/upload/StoredFiles';

export type DisplayPlace = 'cell' | 'detail';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

export function controlDisplay(
  field: FieldDefinition,
): ((value: unknown, place: DisplayPlace) => ReactNode) | null {
  switch (field.form?.control) {
    case 'area':
      return (value) => <AreaText code={text(value)} />;
    case 'image':
    case 'signature':
      return (value, place) => <StoredFiles kind="image" value={value} place={place} />;
    case 'upload':
      return (value, place) => <StoredFiles kind="file" value={value} place={place} />;
    case 'richText':
      return (value, place) =>
        place === 'cell' ? htmlToText(text(value)) : <RichTextView html={text(value)} />;
    default:
      return null;
  }
}
