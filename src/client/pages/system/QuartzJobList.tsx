// 定时任务 (menu monitor-quartz): the job list with its query, add/edit in a form with the cron
// editor, start/stop, run once, delete, batch delete and each job's run history. Buttons follow the
// user's button codes; the server checks them again.
import {
  App,
  Button,
  Card,
  Divider,
  Form,
  Input,
  Popconfirm,
  Select,
  Space,
  Table,
  Tag,
  Typography,
} from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useEffect, useState } from 'react';
import type { ApiResult } from '../../../shared/api-types';
import { JOB_STATUS, JOB_TEXTS, QUARTZ_CODES, QUARTZ_PATHS } from '../../../shared/jobs/jobs-api';
import type { JobHandlerInfo, QuartzJob } from '../../../shared/jobs/jobs-api';
import { PAGINATION } from '../../../shared/limits';
import { ENGINE_LIST_TEXTS as L, LIST_TEXTS } from '../../../shared/texts';
import { deleteAction, getAction } from '../../api/http';
import { useListData } from '../../engine/list/useListData';
import type { PageProps } from '../pageTypes';
import { useButtonCodes } from '../../session/useButtonCodes';
import { QuartzJobModal } from './QuartzJobModal';
import { QuartzJobRunsDrawer } from './QuartzJobRunsDrawer';
import { QUARTZ_PAGE_TEXTS as T } from './quartzJobTexts';

interface Query {
  jobClassName?: string;
  status?: number;
}

export default function QuartzJobList({ title }: PageProps) {
  const { message } = App.useApp();
  const may = useButtonCodes(QUARTZ_CODES);
  const [queryForm] = Form.useForm<Query>();
  const [query, setQuery] = useState<Query>({});
  const [page, setPage] = useState<{ current: number; size: number }>({
    current: 1,
    size: PAGINATION.defaultPageSize,
  });
  const [selected, setSelected] = useState<string[]>([]);
  const [handlers, setHandlers] = useState<JobHandlerInfo[]>([]);
  const [editing, setEditing] = useState<{ job: QuartzJob | null } | null>(null);
  const [history, setHistory] = useState<QuartzJob | null>(null);

  const {
    page: data,
    loading,
    reload,
  } = useListData(QUARTZ_PATHS.list, {
    ...query,
    pageNo: page.current,
    pageSize: page.size,
  });
  const load = () => reload();

  useEffect(() => {
    void getAction<JobHandlerInfo[]>(QUARTZ_PATHS.handlers)
      .then((r) => r.success && setHandlers(r.result))
      .catch(() => undefined);
  }, []);

  /** Shows the server's answer and reloads on success. */
  const act = async (call: Promise<ApiResult<unknown>>) => {
    try {
      const response = await call;
      if (response.success) {
        void message.success(response.message);
        setSelected([]);
        await load();
      } else void message.warning(response.message);
    } catch {
      // shown by the http client
    }
  };

  const columns: ColumnsType<QuartzJob> = [
    { title: T.jobClassName, dataIndex: 'jobClassName', width: 200 },
    { title: T.cronExpression, dataIndex: 'cronExpression', width: 180 },
    { title: T.parameter, dataIndex: 'parameter', ellipsis: true },
    { title: T.description, dataIndex: 'description', ellipsis: true },
    {
      title: T.status,
      dataIndex: 'status',
      width: 80,
      render: (s: number) => (
        <Tag color={s === JOB_STATUS.running ? 'green' : 'default'}>{JOB_TEXTS.statusLabels[s]}</Tag>
      ),
    },
    {
      title: L.actions,
      key: 'actions',
      width: 320,
      render: (_, job) => (
        <Space split={<Divider type="vertical" />} size={0}>
          {job.status === JOB_STATUS.running
            ? may.pause && (
                <Typography.Link onClick={() => void act(getAction(QUARTZ_PATHS.pause, { id: job.id }))}>
                  {T.stop}
                </Typography.Link>
              )
            : may.resume && (
                <Typography.Link onClick={() => void act(getAction(QUARTZ_PATHS.resume, { id: job.id }))}>
                  {T.start}
                </Typography.Link>
              )}
          {may.execute && (
            <Popconfirm
              title={T.executeConfirm}
              onConfirm={() => act(getAction(QUARTZ_PATHS.execute, { id: job.id }))}
            >
              <Typography.Link>{T.execute}</Typography.Link>
            </Popconfirm>
          )}
          <Typography.Link onClick={() => setHistory(job)}>{T.history}</Typography.Link>
          {may.edit && <Typography.Link onClick={() => setEditing({ job })}>{L.edit}</Typography.Link>}
          {may.delete && (
            <Popconfirm
              title={L.deleteConfirm}
              onConfirm={() => act(deleteAction(QUARTZ_PATHS.delete, { id: job.id }))}
            >
              <Typography.Link>{L.delete}</Typography.Link>
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];

  return (
    <Card title={title} bordered={false}>
      <Form
        form={queryForm}
        name="quartzJobQuery"
        layout="inline"
        onFinish={(values) => (setQuery(values), setPage((p) => ({ ...p, current: 1 })))}
      >
        <Form.Item name="jobClassName" label={T.jobClassName}>
          <Input allowClear placeholder={L.inputPlaceholder(T.jobClassName)} />
        </Form.Item>
        <Form.Item name="status" label={T.status}>
          <Select
            allowClear
            style={{ width: 140 }}
            placeholder={L.selectPlaceholder(T.status)}
            options={[JOB_STATUS.running, JOB_STATUS.paused].map((s) => ({
              value: s,
              label: JOB_TEXTS.statusLabels[s],
            }))}
          />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">
            {L.search}
          </Button>
          <Button onClick={() => (queryForm.resetFields(), setQuery({}))}>{L.reset}</Button>
        </Space>
      </Form>
      <Space style={{ margin: '16px 0' }}>
        {may.add && (
          <Button type="primary" onClick={() => setEditing({ job: null })}>
            {L.add}
          </Button>
        )}
        {may.deleteBatch && (
          <Popconfirm
            title={L.batchDeleteConfirm}
            disabled={selected.length === 0}
            onConfirm={() => act(deleteAction(QUARTZ_PATHS.deleteBatch, { ids: selected.join(',') }))}
          >
            <Button
              disabled={selected.length === 0}
              onClick={() => selected.length === 0 && void message.warning(LIST_TEXTS.selectOne)}
            >
              {L.batchDelete}
            </Button>
          </Popconfirm>
        )}
        {selected.length > 0 && <Typography.Text>{L.selected(selected.length)}</Typography.Text>}
      </Space>
      <Table
        rowKey="id"
        loading={loading}
        columns={columns}
        dataSource={data.records as unknown as QuartzJob[]}
        rowSelection={
          may.deleteBatch
            ? { selectedRowKeys: selected, onChange: (keys) => setSelected(keys as string[]) }
            : undefined
        }
        pagination={{
          current: page.current,
          pageSize: page.size,
          total: data.total,
          showSizeChanger: true,
          showQuickJumper: true,
          pageSizeOptions: PAGINATION.pageSizeOptions.map(String),
          showTotal: (total, range) => LIST_TEXTS.range(range[0], range[1], total),
          onChange: (current, size) => setPage({ current, size }),
        }}
      />
      <QuartzJobModal
        open={editing !== null}
        job={editing?.job ?? null}
        handlers={handlers}
        onClose={() => setEditing(null)}
        onSaved={() => (setEditing(null), void load())}
      />
      {history && <QuartzJobRunsDrawer job={history} onClose={() => setHistory(null)} />}
    </Card>
  );
}
