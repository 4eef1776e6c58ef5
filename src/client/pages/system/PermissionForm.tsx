// The add/edit form of a menu or button: type, name, parent, path, component, code, strategy,
// status, sort, icon (a picker of the icons the menu draws) and the route switches.
import { Form, Input, InputNumber, Modal, Radio, Select, Space, Switch, TreeSelect } from 'antd';
import type { FormInstance } from 'antd';
import { ROLE_LIMITS, ROLE_PAGE_TEXTS as T } from '../../../shared/roles/roles-texts';
import { MENU_ICON_NAMES, menuIcon } from '../../layouts/menuIcons';

export interface PermissionValues {
  id?: string;
  menuType: number;
  name: string;
  parentId?: string | null;
  url?: string;
  component?: string;
  perms?: string;
  permsType?: string;
  status?: string;
  sortNo?: number;
  icon?: string;
  route?: boolean;
  hidden?: boolean;
  alwaysShow?: boolean;
  keepAlive?: boolean;
  internalOrExternal?: boolean;
}

export interface ParentOption {
  value: string;
  title: string;
  children?: ParentOption[];
}

const SWITCHES = ['route', 'hidden', 'alwaysShow', 'keepAlive', 'internalOrExternal'] as const;

export default function PermissionForm(props: {
  form: FormInstance<PermissionValues>;
  open: boolean;
  editing: boolean;
  parents: ParentOption[];
  onOk: () => void;
  onCancel: () => void;
}) {
  const { form, open, editing, parents, onOk, onCancel } = props;
  const menuType = Form.useWatch('menuType', form) ?? 0;
  const required = (label: string) => [{ required: true, whitespace: true, message: T.required(label) }];
  return (
    <Modal
      open={open}
      title={editing ? T.editMenu : T.addMenu}
      okText={T.save}
      cancelText={T.cancel}
      onOk={onOk}
      onCancel={onCancel}
      width={720}
      forceRender
    >
      <Form form={form} layout="vertical">
        <Form.Item name="menuType" label={T.menuType}>
          <Radio.Group
            options={Object.entries(T.menuTypes).map(([value, label]) => ({ value: Number(value), label }))}
          />
        </Form.Item>
        <Form.Item
          name="name"
          label={T.menuName}
          rules={[...required(T.menuName), { max: ROLE_LIMITS.permissionName }]}
        >
          <Input />
        </Form.Item>
        {menuType !== 0 && (
          <Form.Item
            name="parentId"
            label={T.parent}
            rules={[{ required: true, message: T.required(T.parent) }]}
          >
            <TreeSelect
              treeData={parents}
              showSearch
              treeNodeFilterProp="title"
              treeDefaultExpandAll={false}
            />
          </Form.Item>
        )}
        {menuType !== 2 ? (
          <>
            <Form.Item name="url" label={T.url} rules={[...required(T.url), { max: ROLE_LIMITS.url }]}>
              <Input />
            </Form.Item>
            <Form.Item name="component" label={T.component} rules={[{ max: ROLE_LIMITS.component }]}>
              <Input />
            </Form.Item>
            <Form.Item name="icon" label={T.icon}>
              <Select
                allowClear
                showSearch
                placeholder={T.chooseIcon}
                options={MENU_ICON_NAMES.map((name) => ({
                  value: name,
                  label: (
                    <Space>
                      {menuIcon(name)}
                      {name}
                    </Space>
                  ),
                }))}
              />
            </Form.Item>
          </>
        ) : (
          <>
            <Form.Item
              name="perms"
              label={T.perms}
              rules={[...required(T.perms), { max: ROLE_LIMITS.perms }]}
            >
              <Input />
            </Form.Item>
            <Form.Item name="permsType" label={T.permsType}>
              <Radio.Group
                options={Object.entries(T.permsTypes).map(([value, label]) => ({ value, label }))}
              />
            </Form.Item>
            <Form.Item name="status" label={T.status}>
              <Radio.Group options={Object.entries(T.statuses).map(([value, label]) => ({ value, label }))} />
            </Form.Item>
          </>
        )}
        <Form.Item name="sortNo" label={T.sortNo}>
          <InputNumber />
        </Form.Item>
        {menuType !== 2 && (
          <Space wrap size="large">
            {SWITCHES.map((key) => (
              <Form.Item key={key} name={key} label={T[key]} valuePropName="checked">
                <Switch aria-label={T[key]} />
              </Form.Item>
            ))}
          </Space>
        )}
      </Form>
    </Modal>
  );
}
