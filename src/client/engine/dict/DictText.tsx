// A stored value shown as its dictionary text(s), for read-only places (detail view, read-only grid
// cells), as coloured tags when the dictionary gives its items colours.
import { DictTags, hasTagColours } from './DictTags';
import type { FieldDict } from './fieldDict';
import { splitValues } from './fieldDict';
import { dictText, useDictItems } from './useDictItems';
import { useTableDictLabels } from './useTableDictLabels';

function PlainDictText({ code, value }: { code: string; value: unknown }) {
  const { items } = useDictItems(code);
  const values = splitValues(value);
  // A state in colours (保单状态) reads as the list shows it.
  if (hasTagColours(items)) return <DictTags items={items} values={values} />;
  return <>{dictText(items, values.join(','), true)}</>;
}

function TableDictText({ code, value }: { code: string; value: unknown }) {
  const values = splitValues(value);
  const { byValue } = useTableDictLabels(code, values);
  return <>{values.map((v) => byValue.get(v) ?? v).join(',')}</>;
}

export function DictText({ dict, value }: { dict: FieldDict; value: unknown }) {
  return dict.kind === 'plain' ? (
    <PlainDictText code={dict.code} value={value} />
  ) : (
    <TableDictText code={dict.code} value={value} />
  );
}
