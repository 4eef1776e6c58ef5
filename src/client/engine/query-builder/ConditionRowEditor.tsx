// One condition of the advanced query: field, rule and value. Dictionary fields pick their values
// (several for the 'in' rule), dates use a date picker, others a text box.
import { MinusCircleOutlined } from '@ant-design/icons';
import { Button, Col, Input, Row, Select } from 'antd';
import type { EntitySchemaResult, SuperQueryRule } from '../../../shared/engine-api';
import { SUPER_QUERY_RULES } from '../../../shared/engine-api';
import type { FieldDefinition } from '../../../shared/schema-language/entity';
import { SUPER_QUERY_TEXTS } from '../../../shared/texts';
import { FilterControl } from '../list/controls/FilterControl';
import { changeField, changeRule } from './superQueryModel';
import type { ConditionRow } from './superQueryModel';

const RULE_OPTIONS = SUPER_QUERY_RULES.map((rule) => ({ value: rule, label: SUPER_QUERY_TEXTS.rules[rule] }));

export interface ConditionRowEditorProps {
  schema: EntitySchemaResult;
  fields: FieldDefinition[];
  row: ConditionRow;
  onChange: (change: (row: ConditionRow) => ConditionRow) => void;
  onRemove: () => void;
}

export function ConditionRowEditor({ schema, fields, row, onChange, onRemove }: ConditionRowEditorProps) {
  const field = fields.find((candidate) => candidate.key === row.field);
  return (
    <Row gutter={8} align="middle" data-testid="super-query-row" style={{ marginBottom: 8 }}>
      <Col span={8}>
        <Select
          aria-label={SUPER_QUERY_TEXTS.field}
          style={{ width: '100%' }}
          showSearch
          optionFilterProp="label"
          placeholder={SUPER_QUERY_TEXTS.field}
          value={row.field}
          options={fields.map((candidate) => ({ value: candidate.key, label: candidate.label }))}
          onChange={(key: string) => onChange((current) => changeField(current, key))}
        />
      </Col>
      <Col span={5}>
        <Select<SuperQueryRule>
          aria-label={SUPER_QUERY_TEXTS.rule}
          style={{ width: '100%' }}
          value={row.rule}
          options={RULE_OPTIONS}
          onChange={(rule) => onChange((current) => changeRule(current, rule))}
        />
      </Col>
      <Col span={9}>
        {field ? (
          <FilterControl
            // A new field or rule gets a fresh control (a select may switch to several values).
            key={`${field.key}:${row.rule === 'in'}`}
            schema={schema}
            field={field}
            multiple={row.rule === 'in'}
            placeholder={SUPER_QUERY_TEXTS.value}
            value={row.val}
            onChange={(val) => onChange((current) => ({ ...current, val }))}
          />
        ) : (
          // The value's control depends on the field: pick the field first.
          <Input disabled placeholder={SUPER_QUERY_TEXTS.value} />
        )}
      </Col>
      <Col span={2}>
        <Button
          type="text"
          aria-label={SUPER_QUERY_TEXTS.removeCondition}
          icon={<MinusCircleOutlined />}
          onClick={onRemove}
        />
      </Col>
    </Row>
  );
}
