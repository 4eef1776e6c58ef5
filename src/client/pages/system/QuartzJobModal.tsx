// Add or edit a scheduled job: the handler by name, the cron expression (typed or picked in the
// cron editor), parameter, description and status. The server checks everything again.
import { Form, Input, Modal, Radio, Select } from 'antd';
import { useEffect } from 'react';
import { JOB_LIMITS, JOB_STATUS, JOB_TEXTS, QUARTZ_PATHS } from '../../../shared/jobs/jobs-api';
import type { JobHandlerInfo, QuartzJob, QuartzJobInput } from '../../../shared/jobs/jobs-api';
import { postAction, putAction } from '../../api/http';
import { useModalSave } from '../../widgets/useModalSave';
import { CronInput } from '../../widgets/cron/CronInput';
import { QUARTZ_PAGE_TEXTS as T } from './quartzJobTexts';

const FORM_WIDTH = 800;

export function QuartzJobModal({
  open,
  job,
  handlers,
  onClose,
  onSaved,
}: {
  open: boolean;
  /** null: a new job. */
  job: QuartzJob | null;
  handlers: JobHandlerInfo[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const [form] = Form.useForm<QuartzJobInput>();
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(
      job ?? {
        jobClassName: '',
        cronExpression: '',
        parameter: '',
        description: '',
        status: JOB_STATUS.running,
      },
    );
  }, [open, job, form]);

  const { saving, save } = useModalSave(
    form,
    (values) =>
      job ? putAction(QUARTZ_PATHS.edit, { ...values, id: job.id }) : postAction(QUARTZ_PATHS.add, values),
    { successMessage: (r) => r.message, onDone: onSaved },
  );

  return (
    <Modal
      title={job ? T.editTitle : T.addTitle}
      open={open}
      width={FORM_WIDTH}
      confirmLoading={saving}
      onOk={save}
      onCancel={onClose}
      forceRender
    >
      <Form form={form} name="quartzJob" labelCol={{ span: 5 }} wrapperCol={{ span: 17 }}>
        <Form.Item
          name="jobClassName"
          label={T.jobClassName}
          rules={[{ required: true, message: T.jobClassNameRequired }]}
        >
          <Select
            showSearch
            options={handlers.map((h) => ({ value: h.name, label: `${h.name}（${h.description}）` }))}
          />
        </Form.Item>
        <Form.Item
          name="cronExpression"
          label={T.cronExpression}
          rules={[{ required: true, message: T.cronRequired }]}
        >
          <CronInput />
        </Form.Item>
        <Form.Item name="parameter" label={T.parameter}>
          <Input.TextArea rows={2} maxLength={JOB_LIMITS.parameterLength} />
        </Form.Item>
        <Form.Item name="description" label={T.description}>
          <Input.TextArea rows={2} maxLength={JOB_LIMITS.descriptionLength} />
        </Form.Item>
        <Form.Item name="status" label={T.status}>
          <Radio.Group
            options={[JOB_STATUS.running, JOB_STATUS.paused].map((s) => ({
              value: s,
              label: JOB_TEXTS.statusLabels[s],
            }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
