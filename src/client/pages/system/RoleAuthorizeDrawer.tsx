// The 授权 drawer of a role: the realm's permission tree with the role's grants checked; saving sends
// the whole set. Permissions the caller does not hold show a disabled checkbox and keep their state
// (the server refuses grants beyond the caller's own permissions with 510).
import { App, Button, Drawer, Space, Spin, Tree } from 'antd';
import type { TreeDataNode } from 'antd';
import { useMemo, useState } from 'react';
import { postAction } from '../../api/http';
import { useApiResult } from './useApiResult';
import { ROLE_PAGE_TEXTS as T } from '../../../shared/roles/roles-texts';
import type { Realm } from '../../../shared/roles/roles-texts';

interface TreeModel {
  key: string;
  title: string;
  disableCheckbox?: boolean;
  children?: TreeModel[];
}

const toNodes = (items: TreeModel[]): TreeDataNode[] =>
  items.map((item) => ({
    key: item.key,
    title: item.title,
    disableCheckbox: item.disableCheckbox,
    children: item.children ? toNodes(item.children) : undefined,
  }));

export interface AuthorizeTarget {
  id: string;
  roleName: string;
}

export default function RoleAuthorizeDrawer(props: {
  realm: Realm;
  role: AuthorizeTarget | null;
  onClose: () => void;
}) {
  const { realm, role, onClose } = props;
  const { message } = App.useApp();
  const treeReply = useApiResult<{ treeList: TreeModel[]; ids: string[] }>(
    role ? `/${realm}/role/queryTreeListForUser` : null,
    {},
    'post',
  );
  const heldReply = useApiResult<string[]>(role ? `/${realm}/permission/queryRolePermission` : null, {
    roleId: role?.id ?? '',
  });
  const tree = useMemo(() => toNodes(treeReply.data?.treeList ?? []), [treeReply.data]);
  const last = heldReply.data ?? [];
  // The user's changes; null until they first tick something (then the stored grants show).
  const [edited, setEdited] = useState<string[] | null>(null);
  const checked = edited ?? last;
  // Ticking all or none changes only what the caller may grant; the rest keeps the role's state.
  const grantable = useMemo(() => new Set(treeReply.data?.ids ?? []), [treeReply.data]);
  const kept = last.filter((id) => !grantable.has(id));
  const loading = treeReply.loading || heldReply.loading;
  const close = () => {
    setEdited(null);
    onClose();
  };

  const save = async () => {
    if (!role) return;
    const reply = await postAction(`/${realm}/permission/saveRolePermission`, {
      roleId: role.id,
      permissionIds: checked.join(','),
      lastpermissionIds: last.join(','),
    });
    if (!reply.success) {
      void message.warning(reply.message);
      return;
    }
    void message.success(reply.message);
    heldReply.reload();
    close();
  };

  return (
    <Drawer
      open={!!role}
      title={role ? T.authorizeTitle(role.roleName) : ''}
      width={560}
      onClose={close}
      destroyOnClose
      footer={
        <Space>
          <Button onClick={close}>{T.cancel}</Button>
          <Button type="primary" onClick={() => void save()}>
            {T.save}
          </Button>
        </Space>
      }
    >
      <Spin spinning={loading}>
        <Space style={{ marginBottom: 8 }}>
          <Button size="small" onClick={() => setEdited([...kept, ...grantable])}>
            {T.checkAll}
          </Button>
          <Button size="small" onClick={() => setEdited(kept)}>
            {T.uncheckAll}
          </Button>
        </Space>
        <div role="region" aria-label={T.permissionTree}>
          {tree.length > 0 && (
            <Tree
              checkable
              checkStrictly
              defaultExpandAll
              treeData={tree}
              checkedKeys={checked}
              onCheck={(keys) => setEdited((Array.isArray(keys) ? keys : keys.checked).map(String))}
            />
          )}
        </div>
      </Spin>
    </Drawer>
  );
}
