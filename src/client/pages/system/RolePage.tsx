// Role management of one realm: the paged list with a name search, add/edit in a modal, delete, and
// the 授权 drawer. Buttons follow the user's button permissions (spec §6).
import { App, Button, Form, Input, Modal, Popconfirm, Space, Table } from 'antd';
import { useState } from 'react';
import type { PageResult } from '../../../shared/api-types';
import { PAGINATION } from '../../../shared/limits';
import { ROLE_CODES, ROLE_LIMITS, ROLE_PAGE_TEXTS as T } from '../../../shared/roles/roles-texts';
import type { Realm } from '../../../shared/roles/roles-texts';
import { LIST_TEXTS } from '../../../shared/texts';
import { deleteAction, postAction, putAction } from '../../api/http';
import { useApiResult } from './useApiResult';
import RoleAuthorizeDrawer from './RoleAuthorizeDrawer';
import type { AuthorizeTarget } from './RoleAuthorizeDrawer';
import { useButtonAccess } from '../../session/useButtonCodes';

interface Role {
  id: string;
  roleName: string;
  roleCode: string;
  description: string | null;
  createTime: string | null;
}

export default function RolePage({ realm }: { realm: Realm }) {
  const { message } = App.useApp();
  const can = useButtonAccess();
  const codes = ROLE_CODES[realm];
  const [pageNo, setPageNo] = useState(1);
  const [pageSize, setPageSize] = useState<number>(PAGINATION.defaultPageSize);
  const [roleName, setRoleName] = useState('');
  const [search, setSearch] = useState('');
  const applySearch = (text: string) => {
    setRoleName(text.trim());
    setPageNo(1);
  };
  const [editing, setEditing] = useState<Partial<Role> | null>(null);
  const [authorizing, setAuthorizing] = useState<AuthorizeTarget | null>(null);
  const [form] = Form.useForm<Role>();
  const query: Record<string, string> = { pageNo: String(pageNo), pageSize: String(pageSize) };
  if (roleName) query.roleName = roleName;
  const { data, loading, reload: load } = useApiResult<PageResult<Role>>(`/${realm}/role/list`, query);
  const rows = data?.records ?? [];
  const total = data?.total ?? 0;

  const openEdit = (role: Partial<Role>) => {
    setEditing(role);
    form.setFieldsValue({ roleName: '', roleCode: '', description: '', ...role } as Role);
  };

  const submit = async () => {
    const values = await form.validateFields();
    const body = { ...values, id: editing?.id };
    const reply = editing?.id
      ? await putAction(`/${realm}/role/edit`, body)
      : await postAction(`/${realm}/role/add`, body);
    if (!reply.success) {
      void message.warning(reply.message);
      return;
    }
    void message.success(reply.message);
    setEditing(null);
    load();
  };

  const remove = async (id: string) => {
    const reply = await deleteAction(`/${realm}/role/delete`, { id });
    if (reply.success) void message.success(reply.message);
    else void message.warning(reply.message);
    load();
  };

  return (
    <div>
      <Space style={{ marginBottom: 16 }} wrap>
        <Input
          aria-label={T.searchRoleName}
          placeholder={T.roleName}
          allowClear
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          onPressEnter={() => applySearch(search)}
        />
        <Button onClick={() => applySearch(search)}>{T.search}</Button>
        <Button
          onClick={() => {
            setSearch('');
            applySearch('');
          }}
        >
          {T.reset}
        </Button>
        {can(codes.roleAdd) && (
          <Button type="primary" onClick={() => openEdit({})}>
            {T.add}
          </Button>
        )}
      </Space>
      <Table<Role>
        rowKey="id"
        size="middle"
        loading={loading}
        dataSource={rows}
        pagination={{
          current: pageNo,
          pageSize,
          total,
          showSizeChanger: true,
          showTotal: (count, range) => LIST_TEXTS.range(range[0], range[1], count),
          pageSizeOptions: PAGINATION.pageSizeOptions.map(String),
          onChange: (page, size) => {
            setPageNo(page);
            setPageSize(size);
          },
        }}
        columns={[
          { title: T.roleName, dataIndex: 'roleName' },
          { title: T.roleCode, dataIndex: 'roleCode' },
          { title: T.description, dataIndex: 'description' },
          { title: T.createTime, dataIndex: 'createTime', width: 190 },
          {
            title: T.actions,
            key: 'actions',
            width: 200,
            render: (_, role) => (
              <Space>
                {can(codes.roleEdit) && (
                  <Button
                    type="link"
                    size="small"
                    aria-label={`${T.edit} ${role.roleName}`}
                    onClick={() => openEdit(role)}
                  >
                    {T.edit}
                  </Button>
                )}
                {can(codes.roleAuthorize) && (
                  <Button
                    type="link"
                    size="small"
                    aria-label={`${T.authorize} ${role.roleName}`}
                    onClick={() => setAuthorizing({ id: role.id, roleName: role.roleName })}
                  >
                    {T.authorize}
                  </Button>
                )}
                {can(codes.roleDelete) && (
                  <Popconfirm title={T.confirmDelete} onConfirm={() => void remove(role.id)}>
                    <Button type="link" size="small" danger aria-label={`${T.remove} ${role.roleName}`}>
                      {T.remove}
                    </Button>
                  </Popconfirm>
                )}
              </Space>
            ),
          },
        ]}
      />
      <Modal
        open={!!editing}
        title={editing?.id ? T.editRole : T.addRole}
        okText={T.save}
        cancelText={T.cancel}
        onOk={() => void submit()}
        onCancel={() => setEditing(null)}
        forceRender
      >
        <Form form={form} layout="vertical">
          <Form.Item
            name="roleName"
            label={T.roleName}
            rules={[
              { required: true, whitespace: true, message: T.required(T.roleName) },
              { max: ROLE_LIMITS.roleName },
            ]}
          >
            <Input />
          </Form.Item>
          <Form.Item
            name="roleCode"
            label={T.roleCode}
            rules={[
              { required: true, whitespace: true, message: T.required(T.roleCode) },
              { max: ROLE_LIMITS.roleCode },
            ]}
          >
            <Input disabled={!!editing?.id} />
          </Form.Item>
          <Form.Item name="description" label={T.description} rules={[{ max: ROLE_LIMITS.description }]}>
            <Input.TextArea rows={3} />
          </Form.Item>
        </Form>
      </Modal>
      <RoleAuthorizeDrawer realm={realm} role={authorizing} onClose={() => setAuthorizing(null)} />
    </div>
  );
}
