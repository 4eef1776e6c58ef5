// Add or edit one tenant: the id is chosen on add and fixed afterwards (contract §5.2: integer id),
// name, optional validity dates and the status. The server checks everything again.
import { Form, Input, InputNumber, Modal, Radio } from 'antd';
import { useEffect } from 'react';
import type { Tenant } from '../../../shared/api-types';
import {
  TENANT_LIMITS,
  TENANT_PATHS,
  TENANT_STATUS,
  TENANT_TEXTS,
} from '../../../shared/tenants/tenant-texts';
import { ENGINE_LIST_TEXTS } from '../../../shared/texts';
import { postAction, putAction } from '../../api/http';
import { DateInput } from '../../engine/controls/DateInput';
import { useModalSave } from '../../widgets/useModalSave';

export const TENANT_FORM_WIDTH = 600;

interface Values {
  id?: number;
  name?: string;
  beginDate?: string;
  endDate?: string;
  status: number;
}

export function TenantFormModal({
  tenant,
  open,
  onClose,
  onSaved,
}: {
  /** null adds a tenant. */
  tenant: Tenant | null;
  open: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [form] = Form.useForm<Values>();
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (tenant)
      form.setFieldsValue({
        id: tenant.id,
        name: tenant.name,
        beginDate: tenant.beginDate ?? undefined,
        endDate: tenant.endDate ?? undefined,
        status: tenant.status,
      });
  }, [open, tenant, form]);

  const { saving, save } = useModalSave(
    form,
    (values) => {
      const body = { ...values, beginDate: values.beginDate ?? '', endDate: values.endDate ?? '' };
      return tenant ? putAction(TENANT_PATHS.edit, body) : postAction(TENANT_PATHS.add, body);
    },
    { successMessage: (reply) => reply.message, onDone: onSaved },
  );

  return (
    <Modal
      title={`${TENANT_TEXTS.title} - ${tenant ? ENGINE_LIST_TEXTS.edit : ENGINE_LIST_TEXTS.add}`}
      open={open}
      width={TENANT_FORM_WIDTH}
      confirmLoading={saving}
      onOk={save}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} labelCol={{ span: 5 }} initialValues={{ status: TENANT_STATUS.normal }}>
        <Form.Item
          name="id"
          label={TENANT_TEXTS.id}
          rules={[{ required: true, message: TENANT_TEXTS.idRequired }]}
        >
          <InputNumber
            min={1}
            max={TENANT_LIMITS.maxId}
            precision={0}
            disabled={!!tenant}
            style={{ width: '100%' }}
          />
        </Form.Item>
        <Form.Item
          name="name"
          label={TENANT_TEXTS.name}
          rules={[
            { required: true, whitespace: true, message: TENANT_TEXTS.nameRequired },
            { max: TENANT_LIMITS.nameLength, message: TENANT_TEXTS.nameTooLong },
          ]}
        >
          <Input />
        </Form.Item>
        <Form.Item name="beginDate" label={TENANT_TEXTS.beginDate}>
          <DateInput showTime />
        </Form.Item>
        <Form.Item
          name="endDate"
          label={TENANT_TEXTS.endDate}
          dependencies={['beginDate']}
          rules={[
            ({ getFieldValue }) => ({
              validator: (_, value?: string) => {
                const begin = getFieldValue('beginDate') as string | undefined;
                return begin && value && value < begin
                  ? Promise.reject(new Error(TENANT_TEXTS.dateOrder))
                  : Promise.resolve();
              },
            }),
          ]}
        >
          <DateInput showTime />
        </Form.Item>
        <Form.Item name="status" label={TENANT_TEXTS.status}>
          <Radio.Group>
            <Radio value={TENANT_STATUS.normal}>{TENANT_TEXTS.normal}</Radio>
            <Radio value={TENANT_STATUS.frozen}>{TENANT_TEXTS.frozen}</Radio>
          </Radio.Group>
        </Form.Item>
      </Form>
    </Modal>
  );
}
