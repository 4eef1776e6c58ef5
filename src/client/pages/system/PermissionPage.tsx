// Menu and button management of one realm: the tree table, add (top level or below a row), edit,
// delete (the server refuses rows with children) and the data-rule drawer of a menu.
import { App, Button, Form, Popconfirm, Space, Table, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { ROLE_CODES, ROLE_PAGE_TEXTS as T } from '../../../shared/roles/roles-texts';
import type { Realm } from '../../../shared/roles/roles-texts';
import { deleteAction, postAction, putAction } from '../../api/http';
import { useApiResult } from './useApiResult';
import { menuIcon } from '../../layouts/menuIcons';
import DataRuleDrawer from './DataRuleDrawer';
import PermissionForm from './PermissionForm';
import type { ParentOption, PermissionValues } from './PermissionForm';
import { useButtonAccess } from '../../session/useButtonCodes';

interface PermissionNode extends Required<Pick<PermissionValues, 'menuType' | 'name'>> {
  id: string;
  parentId: string | null;
  url: string | null;
  component: string | null;
  perms: string | null;
  permsType: string | null;
  status: string;
  sortNo: number;
  icon: string | null;
  route: boolean;
  hidden: boolean;
  alwaysShow: boolean;
  keepAlive: boolean;
  internalOrExternal: boolean;
  children?: PermissionNode[];
}

const toParents = (nodes: PermissionNode[]): ParentOption[] =>
  nodes
    .filter((n) => n.menuType !== 2)
    .map((n) => ({ value: n.id, title: n.name, children: n.children ? toParents(n.children) : undefined }));

export default function PermissionPage({ realm }: { realm: Realm }) {
  const { message } = App.useApp();
  const can = useButtonAccess();
  const codes = ROLE_CODES[realm];
  const { data, loading, reload: load } = useApiResult<PermissionNode[]>(`/${realm}/permission/list`);
  const tree = useMemo(() => data ?? [], [data]);
  const [editing, setEditing] = useState<PermissionValues | null>(null);
  const [rulesOf, setRulesOf] = useState<{ id: string; name: string } | null>(null);
  const [form] = Form.useForm<PermissionValues>();
  const parents = useMemo(() => toParents(tree), [tree]);

  const open = (values: PermissionValues) => {
    setEditing(values);
    form.resetFields();
    form.setFieldsValue({ permsType: '1', status: '1', sortNo: 1, route: true, ...values });
  };
  const submit = async () => {
    const values = await form.validateFields();
    const body = { ...values, id: editing?.id };
    const reply = editing?.id
      ? await putAction(`/${realm}/permission/edit`, body)
      : await postAction(`/${realm}/permission/add`, body);
    if (!reply.success) return void message.warning(reply.message);
    void message.success(reply.message);
    setEditing(null);
    load();
  };
  const remove = async (id: string) => {
    const reply = await deleteAction(`/${realm}/permission/delete`, { id });
    if (reply.success) void message.success(reply.message);
    else void message.warning(reply.message);
    load();
  };

  return (
    <div>
      {can(codes.permissionAdd) && (
        <Button type="primary" style={{ marginBottom: 16 }} onClick={() => open({ menuType: 0, name: '' })}>
          {T.add}
        </Button>
      )}
      <Table<PermissionNode>
        rowKey="id"
        size="middle"
        loading={loading}
        dataSource={tree}
        pagination={false}
        columns={[
          { title: T.menuName, dataIndex: 'name' },
          {
            title: T.menuType,
            dataIndex: 'menuType',
            width: 110,
            render: (v: number) => <Tag>{T.menuTypes[v]}</Tag>,
          },
          {
            title: T.icon,
            dataIndex: 'icon',
            width: 70,
            render: (v: string | null) => menuIcon(v ?? undefined),
          },
          { title: T.component, dataIndex: 'component' },
          { title: T.url, dataIndex: 'url' },
          { title: T.perms, dataIndex: 'perms' },
          { title: T.sortNo, dataIndex: 'sortNo', width: 70 },
          {
            title: T.actions,
            key: 'actions',
            width: 260,
            render: (_, row) => (
              <Space size={0} wrap>
                {can(codes.permissionEdit) && (
                  <Button
                    type="link"
                    size="small"
                    aria-label={`${T.edit} ${row.name}`}
                    onClick={() => open({ ...row, url: row.url ?? undefined } as PermissionValues)}
                  >
                    {T.edit}
                  </Button>
                )}
                {can(codes.permissionAdd) && row.menuType !== 2 && (
                  <Button
                    type="link"
                    size="small"
                    aria-label={`${T.addChild} ${row.name}`}
                    onClick={() => open({ menuType: 1, name: '', parentId: row.id })}
                  >
                    {T.addChild}
                  </Button>
                )}
                {can(codes.permissionDatarule) && row.menuType !== 2 && (
                  <Button
                    type="link"
                    size="small"
                    aria-label={`${T.dataRule} ${row.name}`}
                    onClick={() => setRulesOf({ id: row.id, name: row.name })}
                  >
                    {T.dataRule}
                  </Button>
                )}
                {can(codes.permissionDelete) && (
                  <Popconfirm title={T.confirmDelete} onConfirm={() => void remove(row.id)}>
                    <Button type="link" size="small" danger aria-label={`${T.remove} ${row.name}`}>
                      {T.remove}
                    </Button>
                  </Popconfirm>
                )}
              </Space>
            ),
          },
        ]}
      />
      <PermissionForm
        form={form}
        open={!!editing}
        editing={!!editing?.id}
        parents={parents}
        onOk={() => void submit()}
        onCancel={() => setEditing(null)}
      />
      <DataRuleDrawer realm={realm} permission={rulesOf} onClose={() => setRulesOf(null)} />
    </div>
  );
}
