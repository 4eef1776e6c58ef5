// 新增/编辑用户 (spec §5, §7; contract §8.5): account, password (add only), name, roles,
// departments, position, tenants, avatar and contact fields. Usernames and phones are checked with
// checkOnlyUser as the user types; the server checks everything again.
import { Col, Form, Input, Modal, Row, Select, TreeSelect } from 'antd';
import { useEffect, useState } from 'react';
import { VALIDATION_TEXTS } from '../../../shared/texts';
import { EMAIL_PATTERN, MOBILE_PATTERN, USER_TEXTS } from '../../../shared/users/texts';
import { DateInput } from '../../engine/controls/DateInput';
import { AvatarUpload } from '../../widgets/AvatarUpload';
import { useModalSave } from '../../widgets/useModalSave';
import { confirmRules, usernameRules } from '../user/fieldRules';
import { userApi } from './UserListApi';
import type { DepartNode, PositionOption, RoleOption, TenantOption, UserRow } from './UserListApi';

export interface UserFormValues {
  username: string;
  password?: string;
  confirmPassword?: string;
  realname: string;
  workNo?: string;
  post?: string;
  roles?: string[];
  departs?: string[];
  tenants?: string[];
  avatar?: string | null;
  birthday?: string;
  sex?: number;
  email?: string;
  phone?: string;
  telephone?: string;
}

export interface UserListFormProps {
  open: boolean;
  /** null: add. */
  user: UserRow | null;
  departs: readonly DepartNode[];
  onClose: () => void;
  onSaved: () => void;
}

const FORM_WIDTH = 800;
const SEX_OPTIONS = [
  { value: 1, label: '男' },
  { value: 2, label: '女' },
];
const split = (value: string | null | undefined) => (value ? value.split(',').filter(Boolean) : []);

interface DepartOption {
  value: string;
  title: string;
  children: DepartOption[];
}
const toTreeData = (nodes: readonly DepartNode[]): DepartOption[] =>
  nodes.map((n) => ({ value: n.id, title: n.departName, children: toTreeData(n.children) }));

function useOptions(open: boolean) {
  const [roles, setRoles] = useState<RoleOption[]>([]);
  const [tenants, setTenants] = useState<TenantOption[]>([]);
  const [positions, setPositions] = useState<PositionOption[]>([]);
  useEffect(() => {
    if (!open) return;
    void userApi.roles().then(
      (r) => r.success && setRoles(r.result),
      () => undefined,
    );
    void userApi.tenants().then(
      (r) => r.success && setTenants(r.result),
      () => undefined,
    );
    void userApi.positions().then(
      (r) => r.success && setPositions(r.result),
      () => undefined,
    );
  }, [open]);
  return { roles, tenants, positions };
}

/** A rule asking the server whether another user already has the value. */
const uniqueRule = (field: 'username' | 'phone', id: string | undefined) => ({
  validator: async (_: unknown, value: string | undefined) => {
    if (!value) return;
    const response = await userApi.checkOnly({ [field]: value, ...(id ? { id } : {}) }).catch(() => null);
    if (response && !response.success) throw new Error(response.message);
  },
});

export function UserListForm({ open, user, departs, onClose, onSaved }: UserListFormProps) {
  const [form] = Form.useForm<UserFormValues>();
  const { roles, tenants, positions } = useOptions(open);
  const editing = user !== null;

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (user)
      form.setFieldsValue({
        username: user.username,
        realname: user.realname,
        workNo: user.workNo ?? undefined,
        post: user.post ?? undefined,
        roles: split(user.roleIds),
        departs: split(user.departIds),
        tenants: split(user.relTenantIds),
        avatar: user.avatar,
        birthday: user.birthday ?? undefined,
        sex: user.sex ?? undefined,
        email: user.email ?? undefined,
        phone: user.phone ?? undefined,
        telephone: user.telephone ?? undefined,
      });
  }, [open, user, form]);

  const { saving, save } = useModalSave(
    form,
    (values) => {
      const { roles: r, departs: d, tenants: t, confirmPassword: _confirm, ...rest } = values;
      const body = {
        ...rest,
        selectedroles: (r ?? []).join(','),
        selecteddeparts: (d ?? []).join(','),
        relTenantIds: (t ?? []).join(','),
      };
      return editing ? userApi.edit({ ...body, id: user.id }) : userApi.add(body);
    },
    { successMessage: (response) => response.message, onDone: onSaved },
  );

  return (
    <Modal
      open={open}
      title={editing ? USER_TEXTS.editTitle : USER_TEXTS.addTitle}
      width={FORM_WIDTH}
      onCancel={onClose}
      onOk={save}
      confirmLoading={saving}
      destroyOnHidden
      forceRender
    >
      <Form form={form} layout="vertical" name="user-form">
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item
              name="username"
              label="用户账号"
              validateDebounce={300}
              // The register page's rules and messages (spec §5: 4-18 characters accepted).
              rules={[...usernameRules, ...(editing ? [] : [uniqueRule('username', undefined)])]}
            >
              <Input disabled={editing} autoComplete="off" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name="realname"
              label="用户姓名"
              rules={[{ required: true, message: USER_TEXTS.realnameRequired }]}
            >
              <Input />
            </Form.Item>
          </Col>
          {!editing && (
            <>
              <Col span={12}>
                <Form.Item
                  name="password"
                  label="登录密码"
                  rules={[{ required: true, message: USER_TEXTS.passwordRequired }]}
                >
                  <Input.Password autoComplete="new-password" />
                </Form.Item>
              </Col>
              <Col span={12}>
                <Form.Item
                  name="confirmPassword"
                  label="确认密码"
                  dependencies={['password']}
                  rules={confirmRules('password')}
                >
                  <Input.Password autoComplete="new-password" />
                </Form.Item>
              </Col>
            </>
          )}
          <Col span={12}>
            <Form.Item name="roles" label="角色分配">
              <Select
                mode="multiple"
                allowClear
                options={roles.map((r) => ({ value: r.id, label: r.roleName }))}
                optionFilterProp="label"
              />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="departs" label="所属部门">
              <TreeSelect
                treeData={toTreeData(departs)}
                multiple
                treeDefaultExpandAll
                allowClear
                showSearch
                treeNodeFilterProp="title"
              />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="post" label="职务">
              <Select allowClear options={positions.map((p) => ({ value: p.code, label: p.name }))} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="tenants" label="租户">
              <Select
                mode="multiple"
                allowClear
                options={tenants.map((t) => ({ value: String(t.id), label: t.name }))}
              />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="workNo" label="工号">
              <Input />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="sex" label="性别">
              <Select allowClear options={SEX_OPTIONS} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="birthday" label="生日">
              <DateInput />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name="phone"
              label="手机号码"
              validateDebounce={300}
              rules={[
                { pattern: MOBILE_PATTERN, message: VALIDATION_TEXTS.mobileInvalid },
                uniqueRule('phone', user?.id),
              ]}
            >
              <Input />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name="email"
              label="邮箱"
              rules={[{ pattern: EMAIL_PATTERN, message: VALIDATION_TEXTS.emailInvalid }]}
            >
              <Input />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="telephone" label="座机">
              <Input />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="avatar" label="头像">
              <AvatarUpload />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Modal>
  );
}
