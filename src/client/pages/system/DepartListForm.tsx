// Add or edit a department (spec §7 Departments): name, abbreviation, category, order and contacts.
// The org code is made by the server (A01, A01A01 …) and never edited.
import { Form, Input, InputNumber, Modal, Select } from 'antd';
import { useEffect } from 'react';
import { DEPART_TEXTS } from '../../../shared/users/texts';
import { useModalSave } from '../../widgets/useModalSave';
import { departApi } from './UserListApi';
import type { DepartNode } from './UserListApi';

interface DepartValues {
  departName: string;
  departNameAbbr?: string;
  orgCategory?: string;
  departOrder?: number;
  mobile?: string;
  fax?: string;
  address?: string;
  memo?: string;
}

export type DepartFormTarget =
  { mode: 'add'; parent: DepartNode | null } | { mode: 'edit'; depart: DepartNode };

const CATEGORY_OPTIONS = [
  { value: '1', label: '公司' },
  { value: '2', label: '部门' },
  { value: '3', label: '岗位' },
];

export function DepartListForm({
  target,
  onClose,
  onSaved,
}: {
  target: DepartFormTarget | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [form] = Form.useForm<DepartValues>();
  useEffect(() => {
    if (!target) return;
    form.resetFields();
    if (target.mode === 'edit') {
      const d = target.depart;
      form.setFieldsValue({
        departName: d.departName,
        departNameAbbr: d.departNameAbbr ?? undefined,
        orgCategory: d.orgCategory,
        departOrder: d.departOrder,
        mobile: d.mobile ?? undefined,
        fax: d.fax ?? undefined,
        address: d.address ?? undefined,
        memo: d.memo ?? undefined,
      });
    } else form.setFieldsValue({ orgCategory: target.parent ? '2' : '1', departOrder: 0 });
  }, [target, form]);
  const { saving, save } = useModalSave(
    form,
    (values) =>
      target?.mode === 'edit'
        ? departApi.edit({ ...values, id: target.depart.id })
        : departApi.add({ ...values, parentId: target?.parent?.id ?? null }),
    { successMessage: (response) => response.message, onDone: onSaved },
  );
  const title =
    target?.mode === 'edit'
      ? DEPART_TEXTS.edit
      : target?.parent
        ? `${DEPART_TEXTS.addChild}：${target.parent.departName}`
        : DEPART_TEXTS.addRoot;
  return (
    <Modal
      open={target !== null}
      title={title}
      onCancel={onClose}
      onOk={save}
      confirmLoading={saving}
      forceRender
    >
      <Form form={form} layout="vertical" name="depart-form">
        <Form.Item
          name="departName"
          label="机构名称"
          rules={[{ required: true, whitespace: true, message: DEPART_TEXTS.nameRequired }]}
        >
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="departNameAbbr" label="机构简称">
          <Input maxLength={500} />
        </Form.Item>
        <Form.Item name="orgCategory" label="机构类型">
          <Select options={CATEGORY_OPTIONS} />
        </Form.Item>
        <Form.Item name="departOrder" label="排序">
          <InputNumber min={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="mobile" label="电话">
          <Input maxLength={32} />
        </Form.Item>
        <Form.Item name="fax" label="传真">
          <Input maxLength={32} />
        </Form.Item>
        <Form.Item name="address" label="地址">
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="memo" label="备注">
          <Input.TextArea maxLength={500} rows={3} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
