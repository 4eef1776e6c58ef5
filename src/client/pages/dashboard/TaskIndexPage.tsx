// 任务看板 ('dashboard/TaskIndex'): tasks by state (the state dictionary's colours), open and overdue
// tasks per engineer, this week's appointments and the overdue tasks — all within the user's own list
// scope: the counts come from the generic group-count endpoint, the rows from the entities' lists.
import { Card, Col, Empty, List, Row, Space, Table, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import useSWR from 'swr';
import { TASK_INDEX_TEXTS } from '../../../shared/workplace-texts';
import type { GroupCount } from '../../../shared/workplace';
import { SWR_OPTIONS, TASK_BOARD, fetchGroupCounts, fetchList, pageLink } from './dashboardApi';
import type { ListRow } from './dashboardApi';
import { weekRange } from './weekRange';

const text = (row: ListRow, key: string) => String(row[`${key}_dictText`] ?? row[key] ?? '');

function StateCounts({ groups }: { groups: GroupCount[] }) {
  const navigate = useNavigate();
  const total = groups.reduce((sum, g) => sum + g.count, 0);
  return (
    <Space wrap size="middle">
      <Typography.Text strong>{`${TASK_INDEX_TEXTS.total} ${total}`}</Typography.Text>
      {groups.map((group) => (
        <Tag
          key={group.value}
          color={group.color}
          style={{ cursor: 'pointer', fontSize: 14, padding: '4px 10px' }}
          onClick={() =>
            void navigate(pageLink(TASK_BOARD.taskPage, { [TASK_BOARD.stateField]: group.value }))
          }
        >
          {`${group.text} ${group.count}`}
        </Tag>
      ))}
    </Space>
  );
}

const ENGINEER_COLUMNS: TableColumnsType<GroupCount> = [
  {
    title: TASK_INDEX_TEXTS.engineer,
    dataIndex: 'text',
    render: (value: string, group) => (group.value ? value : TASK_INDEX_TEXTS.unassigned),
  },
  { title: TASK_INDEX_TEXTS.openTasks, dataIndex: 'open', align: 'right' },
  {
    title: TASK_INDEX_TEXTS.overdueCount,
    dataIndex: 'overdue',
    align: 'right',
    render: (value: number) => (value > 0 ? <Typography.Text type="danger">{value}</Typography.Text> : value),
  },
];

function RowList({ rows, empty, line }: { rows: ListRow[]; empty: string; line: (row: ListRow) => string }) {
  if (rows.length === 0) return <Empty description={empty} image={Empty.PRESENTED_IMAGE_SIMPLE} />;
  return (
    <List
      size="small"
      dataSource={rows}
      rowKey={(row) => String(row.id)}
      renderItem={(row) => <List.Item>{line(row)}</List.Item>}
    />
  );
}

export default function TaskIndexPage() {
  const week = useMemo(() => weekRange(), []);
  const { data: byState } = useSWR(
    [TASK_BOARD.taskApi, TASK_BOARD.stateField] as const,
    fetchGroupCounts,
    SWR_OPTIONS,
  );
  const { data: byEngineer = [] } = useSWR(
    [TASK_BOARD.taskApi, TASK_BOARD.engineerField] as const,
    fetchGroupCounts,
    SWR_OPTIONS,
  );
  const { data: appointments = [] } = useSWR(
    [
      TASK_BOARD.appointmentApi,
      {
        [`${TASK_BOARD.appointmentDate}_begin`]: week.begin,
        [`${TASK_BOARD.appointmentDate}_end`]: week.end,
        column: TASK_BOARD.appointmentDate,
        order: 'asc',
        pageSize: String(TASK_BOARD.rows),
      },
    ] as const,
    fetchList,
    SWR_OPTIONS,
  );
  // The tasks to chase: overdue and still open. A task completed late keeps its flag (the record
  // of lateness), so the list asks for the states holding open tasks, as the counts by state tell.
  const openStates = byState
    ?.filter((group) => group.open > 0)
    .map((group) => group.value)
    .join(',');
  const { data: overdue = [] } = useSWR(
    openStates
      ? ([
          TASK_BOARD.taskApi,
          {
            [TASK_BOARD.overdueFlag]: '1',
            [`${TASK_BOARD.stateField}_MultiString`]: openStates,
            column: TASK_BOARD.deadline,
            order: 'asc',
            pageSize: String(TASK_BOARD.rows),
          },
        ] as const)
      : null,
    fetchList,
    SWR_OPTIONS,
  );
  return (
    <Row gutter={[16, 16]}>
      <Col span={24}>
        <Card title={TASK_INDEX_TEXTS.byState}>
          <StateCounts groups={byState ?? []} />
        </Card>
      </Col>
      <Col xs={24} lg={12}>
        <Card title={TASK_INDEX_TEXTS.byEngineer}>
          <Table
            size="small"
            rowKey="value"
            pagination={false}
            columns={ENGINEER_COLUMNS}
            dataSource={byEngineer}
          />
        </Card>
      </Col>
      <Col xs={24} lg={12}>
        <Card title={TASK_INDEX_TEXTS.weekAppointments} style={{ marginBottom: 16 }}>
          <RowList
            rows={appointments}
            empty={TASK_INDEX_TEXTS.noAppointments}
            line={(row) =>
              `${text(row, TASK_BOARD.appointmentDate)} ${text(row, 'timeSlot')} ${text(row, 'enterpriseId')} · ${text(row, 'status')}`
            }
          />
        </Card>
        <Card title={TASK_INDEX_TEXTS.overdueTasks}>
          <RowList
            rows={overdue}
            empty={TASK_INDEX_TEXTS.noOverdue}
            line={(row) =>
              `${text(row, 'taskName')} · ${text(row, TASK_BOARD.engineerField) || TASK_INDEX_TEXTS.unassigned} · ${TASK_INDEX_TEXTS.deadline} ${text(row, TASK_BOARD.deadline)}`
            }
          />
        </Card>
      </Col>
    </Row>
  );
}
