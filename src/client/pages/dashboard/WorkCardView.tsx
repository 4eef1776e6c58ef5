// One card of waiting work: the todo and the entity (待复查隐患记录), how many records wait and how many
// of them are overdue (red), the first ones; a record opens the entity's list page showing just that
// record (its steps one click away in the row), 查看全部 opens the list filtered to the card's states.
import { Button, Card, List, Space, Statistic, Tag, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { WORKPLACE_TEXTS } from '../../../shared/workplace-texts';
import type { WorkCard } from '../../../shared/workplace';
import { pageLink } from './dashboardApi';

export function WorkCardView({ card }: { card: WorkCard }) {
  const navigate = useNavigate();
  const title = WORKPLACE_TEXTS.cardTitle(card.todo, card.entityTitle);
  const open = (params: Record<string, string>) => {
    if (card.page) void navigate(pageLink(card.page, params));
  };
  return (
    <Card
      title={title}
      size="small"
      style={{ height: '100%' }}
      data-testid={`work-card-${card.entity}-${card.todo}`}
      extra={
        card.page ? (
          <Button type="link" size="small" onClick={() => open(card.filters)}>
            {WORKPLACE_TEXTS.openList}
          </Button>
        ) : null
      }
    >
      <Space size="large" align="baseline">
        <Statistic value={card.count} />
        {card.overdue > 0 ? <Tag color="red">{WORKPLACE_TEXTS.overdue(card.overdue)}</Tag> : null}
      </Space>
      <List
        size="small"
        dataSource={card.records}
        rowKey="id"
        renderItem={(record) => (
          <List.Item
            actions={
              record.state_dictText
                ? [<Typography.Text key="state">{record.state_dictText}</Typography.Text>]
                : []
            }
          >
            <Space>
              {record.overdue ? <Tag color="red">{WORKPLACE_TEXTS.overdueTag}</Tag> : null}
              {card.page ? (
                <Typography.Link onClick={() => open({ id: record.id })}>{record.title}</Typography.Link>
              ) : (
                <Typography.Text>{record.title}</Typography.Text>
              )}
            </Space>
          </List.Item>
        )}
      />
    </Card>
  );
}
