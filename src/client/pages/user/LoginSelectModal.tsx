// After login: pick the tenant (several tenants) and/or the department (several departments).
import { Form, Modal, Select } from 'antd';
import { LOGIN_FORM_TEXTS } from '../../../shared/texts';
import type { ChoiceValues, LoginChoice } from './useLoginController';

interface Props {
  choice: LoginChoice | null;
  onConfirm: (values: ChoiceValues) => Promise<void>;
}

export default function LoginSelectModal({ choice, onConfirm }: Props) {
  const [form] = Form.useForm<ChoiceValues>();
  return (
    <Modal
      open={choice !== null}
      title={LOGIN_FORM_TEXTS.selectTitle}
      okText={LOGIN_FORM_TEXTS.confirm}
      closable={false}
      maskClosable={false}
      keyboard={false}
      cancelButtonProps={{ style: { display: 'none' } }}
      onOk={() => form.validateFields().then(onConfirm)}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" preserve={false}>
        {choice && choice.tenants.length > 0 && (
          <Form.Item
            name="tenantId"
            label={LOGIN_FORM_TEXTS.selectTenant}
            rules={[{ required: true, message: LOGIN_FORM_TEXTS.selectTenantRequired }]}
          >
            <Select options={choice.tenants.map((tenant) => ({ value: tenant.id, label: tenant.name }))} />
          </Form.Item>
        )}
        {choice && choice.departs.length > 0 && (
          <Form.Item
            name="orgCode"
            label={LOGIN_FORM_TEXTS.selectDepart}
            rules={[{ required: true, message: LOGIN_FORM_TEXTS.selectDepartRequired }]}
          >
            <Select
              options={choice.departs.map((depart) => ({ value: depart.orgCode, label: depart.departName }))}
            />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
