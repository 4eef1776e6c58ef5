// 用户管理 (system/UserList): the department tree filters the list on the left; on the right the
// query form, toolbar (新增, 导入, 导出, batch delete/freeze/unfreeze) and the paged table with row
// actions (编辑, 密码, 冻结/解冻, 删除). Buttons follow the user's codes; the server decides anyway.
import { Avatar, Button, Card, Col, Dropdown, Form, Input, Row, Select, Space, Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import useSWR from 'swr';
import { PAGINATION } from '../../../shared/limits';
import { USER_CODES, USER_PATHS, USER_STATUS, USER_TEXTS } from '../../../shared/users/texts';
import { staticFileUrl } from '../../api/staticUrl';
import { useExport } from '../../engine/import-export/useExport';
import { ImportExcelModal } from '../../engine/import-export/ImportExcelModal';
import type { PageProps } from '../pageTypes';
import { useDepartTree } from '../../widgets/pickers/useDepartTree';
import { DepartListTree } from './DepartListTree';
import { userApi } from './UserListApi';
import type { DepartNode, UserRow } from './UserListApi';
import { useUserActions } from './UserListActions';
import { UserListForm } from './UserListForm';
import { UserListPassword } from './UserListPassword';
import { useButtonAccess } from '../../session/useButtonCodes';

interface Filters {
  username?: string;
  realname?: string;
  phone?: string;
  status?: number;
}

const STATUS_COLORS: Record<number, string> = { [USER_STATUS.normal]: 'green', [USER_STATUS.frozen]: 'red' };
const TREE_SPAN = 5;
const AVATAR_SIZE = 32;
/** The column widths plus the selection column: narrower screens scroll the table sideways. */
const TABLE_MIN_WIDTH = 912;

/** Text filters as contract §8.2 contains-searches. */
const queryOf = (filters: Filters) => ({
  ...(filters.username ? { username: `*${filters.username}*` } : {}),
  ...(filters.realname ? { realname: `*${filters.realname}*` } : {}),
  ...(filters.phone ? { phone: `*${filters.phone}*` } : {}),
  ...(filters.status ? { status: filters.status } : {}),
});

export default function UserListPage(_: PageProps) {
  const can = useButtonAccess();
  const departTree = useDepartTree<DepartNode>();
  const [depart, setDepart] = useState<DepartNode | null>(null);
  const [filters, setFilters] = useState<Filters>({});
  const [paging, setPaging] = useState<{ current: number; pageSize: number }>({
    current: 1,
    pageSize: PAGINATION.defaultPageSize,
  });
  const [selected, setSelected] = useState<string[]>([]);
  const [editing, setEditing] = useState<UserRow | null | undefined>(undefined);
  const [passwordOf, setPasswordOf] = useState<string | null>(null);
  const [importing, setImporting] = useState(false);
  const [queryForm] = Form.useForm<Filters>();

  const params = { ...queryOf(filters), ...(depart ? { departId: depart.id } : {}) };
  const listKey = [USER_PATHS.list, JSON.stringify(params), paging.current, paging.pageSize] as const;
  const {
    data: page,
    isLoading: loading,
    mutate,
  } = useSWR(listKey, async ([, query, pageNo, pageSize]) => {
    const response = await userApi.list({ ...(JSON.parse(query) as object), pageNo, pageSize });
    return response.success ? response.result : null;
  });
  const load = () => void mutate();

  const reload = () => {
    setSelected([]);
    load();
  };
  const actions = useUserActions(reload);
  const exporter = useExport({
    url: USER_PATHS.exportXls,
    title: USER_TEXTS.exportTitle,
    params,
    selectedRowKeys: selected,
  });

  const columns: TableColumnsType<UserRow> = [
    { title: '用户账号', dataIndex: 'username', width: 120 },
    { title: '用户姓名', dataIndex: 'realname', width: 100 },
    {
      title: '头像',
      dataIndex: 'avatar',
      width: 60,
      render: (value: string | null) =>
        value ? <Avatar size={AVATAR_SIZE} src={staticFileUrl(value)} /> : null,
    },
    { title: '性别', dataIndex: 'sex_dictText', width: 60 },
    { title: '手机号码', dataIndex: 'phone', width: 120 },
    { title: '部门', dataIndex: 'orgCodeTxt', width: 130, ellipsis: true },
    { title: '角色', dataIndex: 'roleNames', width: 110, ellipsis: true },
    {
      title: '状态',
      dataIndex: 'status',
      width: 70,
      render: (value: number, row) => <Tag color={STATUS_COLORS[value]}>{row.status_dictText ?? value}</Tag>,
    },
    {
      title: '操作',
      key: 'actions',
      width: 110,
      fixed: 'right',
      render: (_: unknown, row) => (
        <Space size="small">
          {can(USER_CODES.edit) && <a onClick={() => setEditing(row)}>编辑</a>}
          <Dropdown
            menu={{
              items: [
                ...(can(USER_CODES.resetPassword) ? [{ key: 'password', label: '密码' }] : []),
                ...(can(USER_CODES.frozen)
                  ? [
                      row.status === USER_STATUS.frozen
                        ? { key: 'unfreeze', label: '解冻' }
                        : { key: 'freeze', label: '冻结' },
                    ]
                  : []),
                ...(can(USER_CODES.delete) ? [{ key: 'delete', label: '删除' }] : []),
              ],
              onClick: ({ key }) => {
                if (key === 'password') setPasswordOf(row.username);
                if (key === 'freeze') actions.freeze([row.id], USER_STATUS.frozen);
                if (key === 'unfreeze') actions.freeze([row.id], USER_STATUS.normal);
                if (key === 'delete') actions.remove([row.id]);
              },
            }}
          >
            <a>更多</a>
          </Dropdown>
        </Space>
      ),
    },
  ];

  return (
    <Row gutter={12}>
      <Col xs={24} md={TREE_SPAN}>
        <Card
          size="small"
          title={USER_TEXTS.allDeparts}
          extra={depart && <a onClick={() => setDepart(null)}>清除</a>}
        >
          <DepartListTree
            tree={departTree.tree}
            loading={departTree.loading}
            selectedKey={depart?.id ?? null}
            onSelect={(node) => {
              setDepart(node);
              setPaging((p) => ({ ...p, current: 1 }));
            }}
          />
        </Card>
      </Col>
      <Col xs={24} md={24 - TREE_SPAN}>
        <Card size="small">
          <Form
            form={queryForm}
            layout="inline"
            name="user-query"
            onFinish={(values) => {
              setFilters(values);
              setPaging((p) => ({ ...p, current: 1 }));
            }}
            style={{ marginBottom: 12, rowGap: 8 }}
          >
            <Form.Item name="username" label="用户账号">
              <Input allowClear />
            </Form.Item>
            <Form.Item name="realname" label="用户姓名">
              <Input allowClear />
            </Form.Item>
            <Form.Item name="phone" label="手机号码">
              <Input allowClear />
            </Form.Item>
            <Form.Item name="status" label="用户状态">
              <Select
                allowClear
                style={{ width: 120 }}
                options={[
                  { value: USER_STATUS.normal, label: '正常' },
                  { value: USER_STATUS.frozen, label: '冻结' },
                ]}
              />
            </Form.Item>
            <Space>
              <Button type="primary" htmlType="submit">
                查询
              </Button>
              <Button
                onClick={() => {
                  queryForm.resetFields();
                  setFilters({});
                  setPaging((p) => ({ ...p, current: 1 }));
                }}
              >
                重置
              </Button>
            </Space>
          </Form>
          <Space style={{ marginBottom: 12 }} wrap>
            {can(USER_CODES.add) && (
              <Button type="primary" onClick={() => setEditing(null)}>
                新增
              </Button>
            )}
            {can(USER_CODES.importExcel) && <Button onClick={() => setImporting(true)}>导入</Button>}
            {can(USER_CODES.exportXls) && (
              <Button loading={exporter.exporting} onClick={() => void exporter.run()}>
                导出
              </Button>
            )}
            {selected.length > 0 && (
              <Dropdown
                menu={{
                  items: [
                    ...(can(USER_CODES.deleteBatch) ? [{ key: 'delete', label: '删除' }] : []),
                    ...(can(USER_CODES.frozen)
                      ? [
                          { key: 'freeze', label: '冻结' },
                          { key: 'unfreeze', label: '解冻' },
                        ]
                      : []),
                  ],
                  onClick: ({ key }) => {
                    if (key === 'delete') actions.remove(selected);
                    if (key === 'freeze') actions.freeze(selected, USER_STATUS.frozen);
                    if (key === 'unfreeze') actions.freeze(selected, USER_STATUS.normal);
                  },
                }}
              >
                <Button>批量操作</Button>
              </Dropdown>
            )}
          </Space>
          <Table<UserRow>
            rowKey="id"
            size="middle"
            loading={loading}
            columns={columns}
            dataSource={page?.records ?? []}
            scroll={{ x: TABLE_MIN_WIDTH }}
            rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(String)) }}
            pagination={{
              current: paging.current,
              pageSize: paging.pageSize,
              total: page?.total ?? 0,
              showSizeChanger: true,
              showQuickJumper: true,
              pageSizeOptions: PAGINATION.pageSizeOptions.map(String),
              showTotal: (total, range) => `${range[0]}-${range[1]} 共${total}条`,
              onChange: (current, pageSize) => setPaging({ current, pageSize }),
            }}
          />
        </Card>
      </Col>
      <UserListForm
        open={editing !== undefined}
        user={editing ?? null}
        departs={departTree.tree}
        onClose={() => setEditing(undefined)}
        onSaved={() => {
          setEditing(undefined);
          reload();
        }}
      />
      <UserListPassword username={passwordOf} onClose={() => setPasswordOf(null)} />
      <ImportExcelModal
        open={importing}
        importUrl={USER_PATHS.importExcel}
        templateUrl={USER_PATHS.importTemplate}
        title={USER_TEXTS.exportTitle}
        onClose={() => setImporting(false)}
        onImported={reload}
      />
    </Row>
  );
}
