// The query form (spec §4): one control per field with `query` — single and like fields one value,
// range fields a 开始/结束 pair — `basic` fields first and the rest behind 展开/收起; 查询 applies the
// values, 重置 clears them. Values are strings keyed by request parameter name; the form shows the
// URL's values whenever the URL changes (back/forward).
import { DownOutlined, UpOutlined } from '@ant-design/icons';
import { Button, Col, Form, Row, Space } from 'antd';
import { memo, useCallback, useEffect, useMemo, useState } from 'react';
import type { EntitySchemaResult } from '../../../shared/engine-api';
import { ENGINE_LIST } from '../../../shared/limits';
import type { FieldDefinition } from '../../../shared/schema-language/entity';
import { ENGINE_LIST_TEXTS } from '../../../shared/texts';
import { FilterControl } from './controls/FilterControl';
import { filterParamNames, rangeBegin, rangeEnd } from './listState';

export interface QueryFormProps {
  schema: Pick<EntitySchemaResult, 'entity' | 'tableDictCodes' | 'tableDictTrees'>;
  /** Query fields, `basic` ones first. */
  fields: FieldDefinition[];
  filters: Record<string, string>;
  onSearch: (filters: Record<string, string>) => void;
  onReset: () => void;
}

function cleanValues(values: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1].trim() !== '',
    ),
  );
}

/** Memoised: the list renders again on every selection change, the form has nothing to change then. */
export const QueryForm = memo(function QueryForm({
  schema,
  fields,
  filters,
  onSearch,
  onReset,
}: QueryFormProps) {
  const [form] = Form.useForm();
  const names = useMemo(() => fields.flatMap(filterParamNames), [fields]);
  // Every field named, so a value the URL no longer holds is cleared too.
  const valuesOf = useCallback(
    (source: Record<string, string>) => Object.fromEntries(names.map((name) => [name, source[name]])),
    [names],
  );
  // The URL changed (a query, back/forward): show its values.
  useEffect(() => form.setFieldsValue(valuesOf(filters)), [form, filters, valuesOf]);
  const basicCount = fields.filter((field) => field.query?.basic).length;
  // Without `basic` fields every field is shown and there is nothing to expand.
  const foldable = basicCount > 0 && basicCount < fields.length;
  const hiddenActive = fields
    .slice(basicCount)
    .some((field) => filterParamNames(field).some((name) => filters[name] !== undefined));
  const [expanded, setExpanded] = useState(hiddenActive);

  if (fields.length === 0) return null;
  return (
    <Form
      form={form}
      layout="inline"
      className="anze-query-form"
      initialValues={filters}
      onFinish={(values: Record<string, unknown>) => onSearch(cleanValues(values))}
    >
      <Row gutter={[16, 12]} style={{ width: '100%' }}>
        {fields.map((field, index) => (
          // Folded fields stay mounted (only not displayed) so their values are still sent.
          <Col
            key={field.key}
            className="anze-query-field"
            style={foldable && !expanded && index >= basicCount ? { display: 'none' } : undefined}
            xs={24}
            md={12}
            xl={ENGINE_LIST.queryFieldSpan}
          >
            {field.query?.mode === 'range' ? (
              <Form.Item label={field.label} style={{ width: '100%' }}>
                <Space.Compact style={{ width: '100%' }}>
                  <Form.Item name={rangeBegin(field.key)} noStyle>
                    <FilterControl schema={schema} field={field} placeholder={ENGINE_LIST_TEXTS.rangeStart} />
                  </Form.Item>
                  <Form.Item name={rangeEnd(field.key)} noStyle>
                    <FilterControl schema={schema} field={field} placeholder={ENGINE_LIST_TEXTS.rangeEnd} />
                  </Form.Item>
                </Space.Compact>
              </Form.Item>
            ) : (
              <Form.Item name={field.key} label={field.label} style={{ width: '100%' }}>
                <FilterControl schema={schema} field={field} />
              </Form.Item>
            )}
          </Col>
        ))}
        <Col xs={24} md={12} xl={ENGINE_LIST.queryFieldSpan}>
          <Space>
            <Button type="primary" htmlType="submit">
              {ENGINE_LIST_TEXTS.search}
            </Button>
            <Button
              onClick={() => {
                // Typed but never applied values go too (the URL may not change).
                form.setFieldsValue(valuesOf({}));
                onReset();
              }}
            >
              {ENGINE_LIST_TEXTS.reset}
            </Button>
            {foldable && (
              <Button type="link" onClick={() => setExpanded(!expanded)}>
                {expanded ? ENGINE_LIST_TEXTS.collapse : ENGINE_LIST_TEXTS.expand}
                {expanded ? <UpOutlined /> : <DownOutlined />}
              </Button>
            )}
          </Space>
        </Col>
      </Row>
    </Form>
  );
});
