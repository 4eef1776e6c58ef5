// Data rules of one menu: list, add/edit in a modal, delete. The server checks the rule column
// against the fields of the entity the menu shows.
import { App, Button, Drawer, Form, Input, Modal, Popconfirm, Select, Space, Table } from 'antd';
import { useState } from 'react';
import { RULE_CONDITIONS, RULE_VARIABLES, ROLE_PAGE_TEXTS as T } from '../../../shared/roles/roles-texts';
import type { Realm } from '../../../shared/roles/roles-texts';
import { deleteAction, postAction, putAction } from '../../api/http';
import { useApiResult } from './useApiResult';

interface Rule {
  id: string;
  ruleName: string;
  ruleColumn: string;
  ruleConditions: string;
  ruleValue: string;
  status: string;
}

export default function DataRuleDrawer(props: {
  realm: Realm;
  permission: { id: string; name: string } | null;
  onClose: () => void;
}) {
  const { realm, permission, onClose } = props;
  const { message } = App.useApp();
  const { data, reload: load } = useApiResult<Rule[]>(
    permission ? `/${realm}/permission/getPermRuleListByPermId` : null,
    { permissionId: permission?.id ?? '' },
  );
  const rules = data ?? [];
  const [editing, setEditing] = useState<Partial<Rule> | null>(null);
  const [form] = Form.useForm<Rule>();

  const open = (rule: Partial<Rule>) => {
    setEditing(rule);
    form.setFieldsValue({
      ruleName: '',
      ruleColumn: '',
      ruleConditions: '=',
      ruleValue: '',
      status: '1',
      ...rule,
    } as Rule);
  };
  const submit = async () => {
    const values = await form.validateFields();
    const body = { ...values, id: editing?.id, permissionId: permission?.id };
    const reply = editing?.id
      ? await putAction(`/${realm}/permission/editPermissionRule`, body)
      : await postAction(`/${realm}/permission/addPermissionRule`, body);
    if (!reply.success) return void message.warning(reply.message);
    void message.success(reply.message);
    setEditing(null);
    load();
  };
  const remove = async (id: string) => {
    const reply = await deleteAction(`/${realm}/permission/deletePermissionRule`, { id });
    if (!reply.success) void message.warning(reply.message);
    load();
  };
  const required = (label: string) => [{ required: true, whitespace: true, message: T.required(label) }];

  return (
    <Drawer
      open={!!permission}
      title={permission ? T.dataRuleTitle(permission.name) : ''}
      width={720}
      onClose={onClose}
    >
      <Button type="primary" style={{ marginBottom: 12 }} onClick={() => open({})}>
        {T.addRule}
      </Button>
      <Table<Rule>
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={rules}
        columns={[
          { title: T.ruleName, dataIndex: 'ruleName' },
          { title: T.ruleColumn, dataIndex: 'ruleColumn' },
          {
            title: T.ruleConditions,
            dataIndex: 'ruleConditions',
            render: (value: string) => RULE_CONDITIONS[value as keyof typeof RULE_CONDITIONS] ?? value,
          },
          { title: T.ruleValue, dataIndex: 'ruleValue' },
          { title: T.status, dataIndex: 'status', render: (value: string) => T.statuses[value] },
          {
            title: T.actions,
            key: 'actions',
            render: (_, rule) => (
              <Space>
                <Button
                  type="link"
                  size="small"
                  aria-label={`${T.edit} ${rule.ruleName}`}
                  onClick={() => open(rule)}
                >
                  {T.edit}
                </Button>
                <Popconfirm title={T.confirmDelete} onConfirm={() => void remove(rule.id)}>
                  <Button type="link" size="small" danger aria-label={`${T.remove} ${rule.ruleName}`}>
                    {T.remove}
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      <Modal
        open={!!editing}
        title={editing?.id ? T.editRule : T.addRule}
        okText={T.save}
        cancelText={T.cancel}
        onOk={() => void submit()}
        onCancel={() => setEditing(null)}
        forceRender
      >
        <Form form={form} layout="vertical">
          <Form.Item name="ruleName" label={T.ruleName} rules={required(T.ruleName)}>
            <Input />
          </Form.Item>
          <Form.Item name="ruleColumn" label={T.ruleColumn} rules={required(T.ruleColumn)}>
            <Input />
          </Form.Item>
          <Form.Item name="ruleConditions" label={T.ruleConditions} rules={required(T.ruleConditions)}>
            <Select options={Object.entries(RULE_CONDITIONS).map(([value, label]) => ({ value, label }))} />
          </Form.Item>
          <Form.Item
            name="ruleValue"
            label={T.ruleValue}
            rules={required(T.ruleValue)}
            extra={Object.values(RULE_VARIABLES).join('  ')}
          >
            <Input />
          </Form.Item>
          <Form.Item name="status" label={T.status}>
            <Select options={Object.entries(T.statuses).map(([value, label]) => ({ value, label }))} />
          </Form.Item>
        </Form>
      </Modal>
    </Drawer>
  );
}
