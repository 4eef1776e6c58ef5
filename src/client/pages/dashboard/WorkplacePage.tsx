// 工作台 ('dashboard/Workplace'): the work waiting for the signed-in user — a card per kind of waiting
// work the schemas declare (operations with a `todo`) with records waiting — and their latest steps
// as a timeline. Everything comes from GET /engine/workplace; nothing here names an entity.
import { Card, Col, Empty, Row, Skeleton, Timeline, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import useSWR from 'swr';
import { WORKPLACE_TEXTS } from '../../../shared/workplace-texts';
import { WORKPLACE_PATHS } from '../../../shared/workplace';
import type { RecentStep } from '../../../shared/workplace';
import { SWR_OPTIONS, fetchWorkplace, pageLink } from './dashboardApi';
import { WorkCardView } from './WorkCardView';

function RecentTimeline({ steps }: { steps: RecentStep[] }) {
  const navigate = useNavigate();
  if (steps.length === 0) return <Empty description={WORKPLACE_TEXTS.noActivity} />;
  return (
    <Timeline
      items={steps.map((step) => ({
        key: step.id,
        children: (
          <>
            <Typography.Text type="secondary">{step.createTime}</Typography.Text>
            <div>
              {step.page ? (
                <Typography.Link onClick={() => void navigate(pageLink(step.page!, { id: step.recordId }))}>
                  {step.entityTitle}
                </Typography.Link>
              ) : (
                step.entityTitle
              )}{' '}
              {WORKPLACE_TEXTS.stepDone(step.operationLabel ?? '', step.toState)}
            </div>
            {step.opinion ? <Typography.Text type="secondary">{step.opinion}</Typography.Text> : null}
          </>
        ),
      }))}
    />
  );
}

export default function WorkplacePage() {
  const { data, error } = useSWR(WORKPLACE_PATHS.workplace, fetchWorkplace, SWR_OPTIONS);
  if (error) return <Empty description={WORKPLACE_TEXTS.loadFailed} />;
  if (!data) return <Skeleton active />;
  // Cards of steps the user holds but with nothing waiting stay out of the way.
  const cards = data.cards.filter((card) => card.count > 0);
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={16}>
        <Card title={WORKPLACE_TEXTS.waiting}>
          {cards.length === 0 ? (
            <Empty description={WORKPLACE_TEXTS.nothingWaits} />
          ) : (
            <Row gutter={[16, 16]}>
              {cards.map((card) => (
                <Col key={`${card.entity}/${card.todo}`} xs={24} md={12}>
                  <WorkCardView card={card} />
                </Col>
              ))}
            </Row>
          )}
        </Card>
      </Col>
      <Col xs={24} lg={8}>
        <Card title={WORKPLACE_TEXTS.recent}>
          <RecentTimeline steps={data.recent} />
        </Card>
      </Col>
    </Row>
  );
}
