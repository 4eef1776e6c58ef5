// The cron expression editor (spec §2, §4, §9): tabs second, minute, hour, day, month, year; the
// expression the tabs make and its next run times in GMT+8; opening reads an existing expression
// back into the tabs; OK emits the expression and closes. Width 608.
import { Alert, Modal, Tabs, Typography } from 'antd';
import { useMemo, useState } from 'react';
import type { CronEditorState } from '../../../shared/cron';
import { CRON_EDITOR_TABS, formatCron, nextFireTimes, parseCron, readCron } from '../../../shared/cron';
import { formatDateTime } from '../../../shared/date-format';
import { JOB_LIMITS } from '../../../shared/jobs/jobs-api';
import { MODAL_WIDTHS } from '../../../shared/limits';
import { CronDayPane } from './CronDayPane';
import { CronSimplePane } from './CronSimplePane';
import { CRON_EDITOR_TEXTS as T } from './cronTexts';

export interface CronEditorModalProps {
  open: boolean;
  /** The expression to read back when the editor opens. */
  value?: string | null;
  onOk: (expression: string) => void;
  onCancel: () => void;
}

/** Mounted afresh at each opening, so the tabs always start from the given expression. */
export function CronEditorModal(props: CronEditorModalProps) {
  return props.open ? <CronEditorDialog {...props} /> : null;
}

const tabLabel = (key: string) => CRON_EDITOR_TABS.find((t) => t.key === key)?.label ?? key;

function CronEditorDialog({ value, onOk, onCancel }: CronEditorModalProps) {
  const [opened] = useState(() => ({ ...readCron(value), at: Date.now() }));
  const [state, setState] = useState<CronEditorState>(opened.state);
  const unreadable = opened.unreadable.map(tabLabel);

  const expression = formatCron(state);
  const preview = useMemo(() => {
    const parsed = parseCron(expression);
    if (!parsed.ok) return { error: parsed.message, times: [] as string[] };
    const times = nextFireTimes(parsed.schedule, opened.at, JOB_LIMITS.previewCount).map((t) =>
      formatDateTime(t),
    );
    return { error: null, times };
  }, [expression, opened.at]);

  const items = CRON_EDITOR_TABS.map(({ key, label }) => ({
    key,
    label,
    children:
      key === 'day' ? (
        <CronDayPane
          day={state.day}
          week={state.week}
          onChange={(day, week) => setState({ ...state, day, week })}
        />
      ) : (
        <CronSimplePane
          tab={key}
          state={state[key]}
          onChange={(next) => setState({ ...state, [key]: next })}
        />
      ),
  }));

  return (
    <Modal
      title={T.title}
      open
      width={MODAL_WIDTHS.cron}
      okText={T.ok}
      cancelText={T.cancel}
      okButtonProps={{ disabled: preview.error !== null }}
      onOk={() => onOk(expression)}
      onCancel={onCancel}
    >
      {unreadable.length > 0 && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 8 }}
          message={T.unreadable(unreadable.join('、'))}
        />
      )}
      <Tabs size="small" items={items} />
      <div style={{ marginTop: 12 }}>
        <Typography.Text strong>{T.expression}：</Typography.Text>
        <Typography.Text code data-testid="cron-expression">
          {expression}
        </Typography.Text>
      </div>
      {preview.error ? (
        <Alert type="error" style={{ marginTop: 8 }} message={preview.error} />
      ) : (
        <div style={{ marginTop: 8 }} data-testid="cron-next-runs">
          <Typography.Text strong>{T.nextRuns}：</Typography.Text>
          {preview.times.length === 0 ? (
            <Typography.Text type="secondary">{T.noRuns}</Typography.Text>
          ) : (
            <ul style={{ margin: '4px 0 0', paddingLeft: 20 }}>
              {preview.times.map((t) => (
                <li key={t}>{t}</li>
              ))}
            </ul>
          )}
        </div>
      )}
    </Modal>
  );
}
