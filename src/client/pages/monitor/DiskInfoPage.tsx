// 磁盘监控 (monitor/DiskInfo): each file system of the data directory and the root with its size,
// free space and a usage bar (JeecgBoot's disk page, as a table of progress bars).
import { Progress, Table } from 'antd';
import { MONITOR_PATHS } from '../../../shared/monitor/monitor-api';
import type { DiskInfo } from '../../../shared/monitor/monitor-api';
import { MONITOR_TEXTS as T } from '../../../shared/monitor/monitor-texts';
import type { PageProps } from '../pageTypes';
import { MonitorFrame } from './MonitorFrame';
import { formatBytes } from './format';
import { useMonitorData } from './useMonitorData';

/** Usage from which the bar turns red. */
const DISK_ALERT_PERCENT = 90;

export default function DiskInfoPage({ title }: PageProps) {
  const state = useMonitorData<DiskInfo[]>(MONITOR_PATHS.diskInfo);
  return (
    <MonitorFrame title={title} state={state}>
      <Table
        size="small"
        rowKey="name"
        pagination={false}
        dataSource={state.data ?? []}
        columns={[
          { title: T.diskName, dataIndex: 'name' },
          { title: T.diskMax, dataIndex: 'max', align: 'right', render: (v: number) => formatBytes(v) },
          { title: T.diskRest, dataIndex: 'rest', align: 'right', render: (v: number) => formatBytes(v) },
          {
            title: T.diskUsed,
            key: 'used',
            align: 'right',
            render: (_: unknown, disk: DiskInfo) => formatBytes(disk.max - disk.rest),
          },
          {
            title: T.diskUsage,
            dataIndex: 'restPPT',
            width: 260,
            render: (percent: number) => (
              <Progress percent={percent} status={percent >= DISK_ALERT_PERCENT ? 'exception' : 'normal'} />
            ),
          },
        ]}
      />
    </MonitorFrame>
  );
}
