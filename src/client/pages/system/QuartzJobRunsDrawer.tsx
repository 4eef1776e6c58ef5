// The run history of one job: each firing with its trigger, outcome, start, duration and message.
import { Button, Drawer, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { JOB_TEXTS, QUARTZ_PATHS } from '../../../shared/jobs/jobs-api';
import type { QuartzJob, QuartzJobRun, RunOutcome } from '../../../shared/jobs/jobs-api';
import { LIST_TEXTS } from '../../../shared/texts';
import { PAGINATION } from '../../../shared/limits';
import { useListData } from '../../engine/list/useListData';
import { QUARTZ_PAGE_TEXTS as T } from './quartzJobTexts';

const DRAWER_WIDTH = 900;
const OUTCOME_COLORS: Record<RunOutcome, string> = {
  running: 'processing',
  success: 'success',
  failure: 'error',
};

const columns: ColumnsType<QuartzJobRun> = [
  { title: T.fireTime, dataIndex: 'fireTime', width: 190 },
  {
    title: T.triggerType,
    dataIndex: 'triggerType',
    width: 90,
    render: (v: QuartzJobRun['triggerType']) => JOB_TEXTS.triggerLabels[v],
  },
  {
    title: T.outcome,
    dataIndex: 'status',
    width: 90,
    render: (v: RunOutcome) => <Tag color={OUTCOME_COLORS[v]}>{JOB_TEXTS.outcomeLabels[v]}</Tag>,
  },
  { title: T.duration, dataIndex: 'duration', width: 100 },
  { title: T.message, dataIndex: 'message', ellipsis: true },
];

/** Mounted while a job's history is shown. */
export function QuartzJobRunsDrawer({ job, onClose }: { job: QuartzJob; onClose: () => void }) {
  const [page, setPage] = useState<{ current: number; size: number }>({
    current: 1,
    size: PAGINATION.defaultPageSize,
  });
  const {
    page: data,
    loading,
    reload,
  } = useListData(QUARTZ_PATHS.runList, {
    jobId: job.id,
    pageNo: page.current,
    pageSize: page.size,
  });

  return (
    <Drawer
      title={T.historyTitle(job.jobClassName)}
      open
      width={DRAWER_WIDTH}
      onClose={onClose}
      extra={<Button onClick={() => void reload()}>{T.refresh}</Button>}
    >
      <Table
        rowKey="id"
        size="small"
        loading={loading}
        columns={columns}
        dataSource={data.records as unknown as QuartzJobRun[]}
        pagination={{
          current: page.current,
          pageSize: page.size,
          total: data.total,
          showTotal: (total, range) => LIST_TEXTS.range(range[0], range[1], total),
          onChange: (current, size) => setPage({ current, size }),
        }}
      />
    </Drawer>
  );
}
