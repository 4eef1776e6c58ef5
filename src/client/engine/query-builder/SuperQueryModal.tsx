// 高级查询构造器 (spec §2, §4, §5; width 1000): match type, condition rows, 查询 / 重置, and the
// user's saved queries beside them. A lazy chunk: the list page loads it on first use.
import { PlusOutlined } from '@ant-design/icons';
import { Button, Col, Form, Input, Modal, Row, Select } from 'antd';
import { useMemo, useState } from 'react';
import type { EntitySchemaResult, MatchType } from '../../../shared/engine-api';
import { MODAL_WIDTHS } from '../../../shared/limits';
import { SUPER_QUERY_TEXTS } from '../../../shared/texts';
import type { ActiveSuperQuery } from '../list/listState';
import { visibleFields } from '../schema/entityModel';
import { ConditionRowEditor } from './ConditionRowEditor';
import { SavedQueryPanel } from './SavedQueryPanel';
import { useSuperQueryController } from './useSuperQueryController';

export interface SuperQueryModalProps {
  schema: EntitySchemaResult;
  active: ActiveSuperQuery | null;
  onSearch: (query: ActiveSuperQuery) => void;
  onReset: () => void;
  onClose: () => void;
}

const MATCH_OPTIONS: { value: MatchType; label: string }[] = [
  { value: 'and', label: SUPER_QUERY_TEXTS.matchAnd },
  { value: 'or', label: SUPER_QUERY_TEXTS.matchOr },
];

export default function SuperQueryModal({
  schema,
  active,
  onSearch,
  onReset,
  onClose,
}: SuperQueryModalProps) {
  const query = useSuperQueryController({ schema, active, onSearch, onReset });
  const fields = useMemo(() => visibleFields(schema.entity), [schema]);
  const [naming, setNaming] = useState(false);
  const [name, setName] = useState('');

  return (
    <Modal
      open
      title={SUPER_QUERY_TEXTS.title}
      width={MODAL_WIDTHS.query}
      onCancel={onClose}
      footer={[
        <Button key="reset" onClick={query.reset}>
          {SUPER_QUERY_TEXTS.reset}
        </Button>,
        <Button key="save" onClick={() => query.canSave() && setNaming(true)}>
          {SUPER_QUERY_TEXTS.save}
        </Button>,
        <Button key="close" onClick={onClose}>
          {SUPER_QUERY_TEXTS.close}
        </Button>,
        <Button key="search" type="primary" onClick={() => query.search() && onClose()}>
          {SUPER_QUERY_TEXTS.search}
        </Button>,
      ]}
    >
      <Row gutter={16}>
        <Col span={18}>
          <Form.Item label={SUPER_QUERY_TEXTS.matchType}>
            <Select<MatchType>
              aria-label={SUPER_QUERY_TEXTS.matchType}
              style={{ width: 280 }}
              value={query.matchType}
              options={MATCH_OPTIONS}
              onChange={query.setMatchType}
            />
          </Form.Item>
          {query.rows.map((row) => (
            <ConditionRowEditor
              key={row.id}
              schema={schema}
              fields={fields}
              row={row}
              onChange={(change) => query.updateRow(row.id, change)}
              onRemove={() => query.removeRow(row.id)}
            />
          ))}
          <Button type="dashed" block icon={<PlusOutlined />} onClick={query.addRow}>
            {SUPER_QUERY_TEXTS.addCondition}
          </Button>
        </Col>
        <Col span={6}>
          <SavedQueryPanel queries={query.savedQueries} onLoad={query.load} onRemove={query.removeSaved} />
        </Col>
      </Row>
      <Modal
        open={naming}
        title={SUPER_QUERY_TEXTS.saveNameTitle}
        onCancel={() => setNaming(false)}
        onOk={async () => {
          if (await query.saveAs(name)) {
            setNaming(false);
            setName('');
          }
        }}
      >
        <Input
          aria-label={SUPER_QUERY_TEXTS.saveNameTitle}
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
      </Modal>
    </Modal>
  );
}
