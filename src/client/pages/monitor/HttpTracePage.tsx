// 请求追踪 (monitor/HttpTrace): the last requests of the API, newest first — time, user, method,
// path (secrets already redacted by the server), status and duration.
import { Table, Tag } from 'antd';
import { formatDateTime } from '../../../shared/date-format';
import { MONITOR_PATHS } from '../../../shared/monitor/monitor-api';
import type { HttpTraceEntry, HttpTraceResult } from '../../../shared/monitor/monitor-api';
import { MONITOR_TEXTS as T } from '../../../shared/monitor/monitor-texts';
import { PAGINATION } from '../../../shared/limits';
import type { PageProps } from '../pageTypes';
import { MonitorFrame } from './MonitorFrame';
import { useMonitorData } from './useMonitorData';

/** Durations from which a request is shown as slow. */
const SLOW_REQUEST_MS = 1_000;

const statusColor = (status: number) => (status >= 500 ? 'red' : status >= 400 ? 'orange' : 'green');
const methodColor: Record<string, string> = { GET: 'blue', POST: 'cyan', PUT: 'orange', DELETE: 'red' };

export default function HttpTracePage({ title }: PageProps) {
  const state = useMonitorData<HttpTraceResult>(MONITOR_PATHS.httpTrace);
  return (
    <MonitorFrame title={title} state={state}>
      <Table<HttpTraceEntry>
        size="small"
        rowKey={(row) => `${row.timestamp}-${row.request.method}-${row.request.uri}`}
        pagination={{ defaultPageSize: PAGINATION.defaultPageSize, showSizeChanger: true }}
        dataSource={state.data?.traces ?? []}
        columns={[
          {
            title: T.traceTime,
            dataIndex: 'timestamp',
            width: 180,
            render: (time: string) => formatDateTime(new Date(time)),
          },
          { title: T.traceUser, key: 'user', width: 120, render: (_, row) => row.principal?.name ?? '' },
          { title: T.traceIp, key: 'ip', width: 130, render: (_, row) => row.request.remoteAddress },
          {
            title: T.traceMethod,
            key: 'method',
            width: 100,
            render: (_, row) => <Tag color={methodColor[row.request.method]}>{row.request.method}</Tag>,
          },
          { title: T.traceUri, key: 'uri', ellipsis: true, render: (_, row) => row.request.uri },
          {
            title: T.traceStatus,
            key: 'status',
            width: 100,
            render: (_, row) => <Tag color={statusColor(row.response.status)}>{row.response.status}</Tag>,
          },
          {
            title: T.traceTaken,
            dataIndex: 'timeTaken',
            width: 120,
            align: 'right',
            render: (ms: number) => (ms >= SLOW_REQUEST_MS ? <Tag color="red">{ms}</Tag> : ms),
          },
        ]}
      />
    </MonitorFrame>
  );
}
