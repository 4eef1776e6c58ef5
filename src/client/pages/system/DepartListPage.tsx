// 部门管理 (system/DepartList): the tree with search on the left; the selected department's details
// on the right with 编辑, 添加下级 and 删除 (refused by the server while it has users or children).
import { App, Button, Card, Col, Descriptions, Empty, Row, Space } from 'antd';
import { useState } from 'react';
import { DEPART_CODES, DEPART_TEXTS, USER_TEXTS } from '../../../shared/users/texts';
import type { PageProps } from '../pageTypes';
import { DepartListForm } from './DepartListForm';
import type { DepartFormTarget } from './DepartListForm';
import { useDepartTree } from '../../widgets/pickers/useDepartTree';
import { DepartListTree } from './DepartListTree';
import { departApi } from './UserListApi';
import type { DepartNode } from './UserListApi';
import { useButtonAccess } from '../../session/useButtonCodes';

const TREE_SPAN = 10;
const CATEGORY_TEXT: Record<string, string> = { '1': '公司', '2': '部门', '3': '岗位' };

export default function DepartListPage(_: PageProps) {
  const { message, modal } = App.useApp();
  const can = useButtonAccess();
  const { tree, loading, reload } = useDepartTree<DepartNode>();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [target, setTarget] = useState<DepartFormTarget | null>(null);

  const find = (nodes: readonly DepartNode[]): DepartNode | null => {
    for (const node of nodes) {
      if (node.id === selectedId) return node;
      const hit = find(node.children);
      if (hit) return hit;
    }
    return null;
  };
  const selected = selectedId ? find(tree) : null;

  const remove = (depart: DepartNode) =>
    modal.confirm({
      title: DEPART_TEXTS.confirmDelete,
      onOk: async () => {
        const response = await departApi.remove(depart.id).catch(() => null);
        if (!response) return;
        if (!response.success) {
          void message.warning(response.message);
          return;
        }
        void message.success(response.message);
        setSelectedId(null);
        await reload();
      },
    });

  return (
    <Row gutter={12}>
      <Col xs={24} md={TREE_SPAN}>
        <Card
          size="small"
          title={DEPART_TEXTS.title}
          extra={
            can(DEPART_CODES.add) && (
              <Button type="primary" size="small" onClick={() => setTarget({ mode: 'add', parent: null })}>
                {DEPART_TEXTS.addRoot}
              </Button>
            )
          }
        >
          <DepartListTree
            tree={tree}
            loading={loading}
            selectedKey={selectedId}
            onSelect={(n) => setSelectedId(n?.id ?? null)}
          />
        </Card>
      </Col>
      <Col xs={24} md={24 - TREE_SPAN}>
        <Card
          size="small"
          title={selected?.departName ?? DEPART_TEXTS.title}
          extra={
            selected && (
              <Space>
                {can(DEPART_CODES.add) && (
                  <Button size="small" onClick={() => setTarget({ mode: 'add', parent: selected })}>
                    {DEPART_TEXTS.addChild}
                  </Button>
                )}
                {can(DEPART_CODES.edit) && (
                  <Button size="small" onClick={() => setTarget({ mode: 'edit', depart: selected })}>
                    {DEPART_TEXTS.edit}
                  </Button>
                )}
                {can(DEPART_CODES.delete) && (
                  <Button size="small" danger onClick={() => remove(selected)}>
                    删除
                  </Button>
                )}
              </Space>
            )
          }
        >
          {selected ? (
            <Descriptions column={1} size="small" bordered>
              <Descriptions.Item label="机构名称">{selected.departName}</Descriptions.Item>
              <Descriptions.Item label="机构编码">{selected.orgCode}</Descriptions.Item>
              <Descriptions.Item label="机构类型">
                {CATEGORY_TEXT[selected.orgCategory] ?? selected.orgCategory}
              </Descriptions.Item>
              <Descriptions.Item label="机构简称">{selected.departNameAbbr}</Descriptions.Item>
              <Descriptions.Item label="排序">{selected.departOrder}</Descriptions.Item>
              <Descriptions.Item label="电话">{selected.mobile}</Descriptions.Item>
              <Descriptions.Item label="传真">{selected.fax}</Descriptions.Item>
              <Descriptions.Item label="地址">{selected.address}</Descriptions.Item>
              <Descriptions.Item label="备注">{selected.memo}</Descriptions.Item>
            </Descriptions>
          ) : (
            <Empty description={USER_TEXTS.selectDepart} />
          )}
        </Card>
      </Col>
      <DepartListForm
        target={target}
        onClose={() => setTarget(null)}
        onSaved={() => {
          setTarget(null);
          void reload();
        }}
      />
    </Row>
  );
}
