// The input for one query value of a field, built from the form side's controls (which speak the
// stored string form): a date picker for dates, a dictionary select for plain dictionaries, a
// searching select for table dictionaries, otherwise a text box.
import { Input } from 'antd';
import type { EntitySchemaResult } from '../../../../shared/engine-api';
import type { FieldDefinition } from '../../../../shared/schema-language/entity';
import { ENGINE_LIST_TEXTS } from '../../../../shared/texts';
import { DateInput } from '../../controls/DateInput';
import { DictSelect } from '../../controls/DictSelect';
import { SearchSelect } from '../../controls/SearchSelect';
import { fieldDict } from '../../dict/fieldDict';
import { isDateField } from '../../schema/entityModel';

export interface FilterControlProps {
  schema: Pick<EntitySchemaResult, 'entity' | 'tableDictCodes' | 'tableDictTrees'>;
  field: FieldDefinition;
  value?: string;
  onChange?: (value: string | undefined) => void;
  placeholder?: string;
  /** Several dictionary values, comma-joined (the advanced query's 'in' rule). */
  multiple?: boolean;
  id?: string;
}

export function FilterControl({
  schema,
  field,
  value,
  onChange,
  placeholder,
  multiple,
  id,
}: FilterControlProps) {
  const choose = placeholder ?? ENGINE_LIST_TEXTS.selectPlaceholder(field.label);
  if (isDateField(field)) {
    return (
      <DateInput
        id={id}
        value={value}
        onChange={onChange}
        showTime={field.type === 'datetime'}
        placeholder={choose}
      />
    );
  }
  const dict = fieldDict(field, schema.entity.name, schema);
  if (dict?.kind === 'plain') {
    return (
      <DictSelect
        id={id}
        dictCode={dict.code}
        multiple={multiple}
        value={value}
        onChange={onChange}
        placeholder={choose}
      />
    );
  }
  if (dict?.kind === 'table') {
    return (
      <SearchSelect
        id={id}
        dict={dict.code}
        multiple={multiple}
        value={value}
        onChange={onChange}
        placeholder={choose}
      />
    );
  }
  return (
    <Input
      id={id}
      allowClear
      value={value}
      placeholder={placeholder ?? ENGINE_LIST_TEXTS.inputPlaceholder(field.label)}
      onChange={(event) => onChange?.(event.target.value === '' ? undefined : event.target.value)}
    />
  );
}
