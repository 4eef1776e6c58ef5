// 切换部门 dialog (spec §2, §5): a required department select; PUT /sys/selectDepart stores the
// returned user info. Opened by the user menu only when the user has departments.
import { Form, Modal, Select } from 'antd';
import type { Depart } from '../../../shared/api-types';
import { MODAL_WIDTHS } from '../../../shared/limits';
import { HEADER_TEXTS, LAYOUT_TEXTS, SESSION_TEXTS } from '../../../shared/texts';
import { selectDepart } from '../../session/accountActions';
import { useModalSave } from '../../widgets/useModalSave';

export interface DepartChoice {
  list: Depart[];
  orgCode: string | null;
}

interface Props {
  choice: DepartChoice | null;
  username: string;
  onClose: () => void;
}

export function DepartSwitchModal({ choice, username, onClose }: Props) {
  const [form] = Form.useForm<{ orgCode: string }>();
  const { saving, save } = useModalSave(form, ({ orgCode }) => selectDepart(orgCode, username), {
    successMessage: () => HEADER_TEXTS.departSwitched,
    onDone: onClose,
  });

  return (
    <Modal
      open={choice !== null}
      title={LAYOUT_TEXTS.switchDepartment}
      width={MODAL_WIDTHS.departmentSelect}
      onOk={save}
      onCancel={onClose}
      confirmLoading={saving}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={{ orgCode: choice?.orgCode ?? undefined }}
      >
        <Form.Item
          name="orgCode"
          label={HEADER_TEXTS.departLabel}
          rules={[{ required: true, message: SESSION_TEXTS.departSwitchRequired }]}
        >
          <Select
            aria-label={HEADER_TEXTS.departLabel}
            options={(choice?.list ?? []).map((depart) => ({
              value: depart.orgCode,
              label: depart.departName,
            }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
