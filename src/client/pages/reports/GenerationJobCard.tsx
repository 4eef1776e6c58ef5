// A background batch of reports on 生成报告: its progress, the records that failed with why, the zip
// once done.
import { DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Progress, Space, Typography } from 'antd';
import type { GenerationJob } from '../../../shared/report-generation';
import { GENERATE_PAGE_TEXTS } from '../../../shared/report-generation';
import { downloadJobZip } from './reportGenerationApi';

export function GenerationJobCard({
  job,
  onOpenList,
  onClose,
}: {
  job: GenerationJob;
  onOpenList: () => void;
  onClose: () => void;
}) {
  const percent = job.total > 0 ? Math.floor((job.done / job.total) * 100) : 0;
  return (
    <Card title={GENERATE_PAGE_TEXTS.batchTitle}>
      <Progress
        percent={percent}
        status={job.status === 'failed' ? 'exception' : job.status === 'done' ? 'success' : 'active'}
      />
      <Typography.Paragraph>
        {GENERATE_PAGE_TEXTS.progress(job.done, job.total, job.message)}
      </Typography.Paragraph>
      {job.failures.length > 0 && (
        <Alert
          type="warning"
          showIcon
          message={GENERATE_PAGE_TEXTS.failures(job.failures.length)}
          description={job.failures.map((f) => `${f.recordNo}：${f.message}`).join('；')}
        />
      )}
      <Space style={{ marginTop: 12 }}>
        <Button
          type="primary"
          icon={<DownloadOutlined />}
          disabled={job.status !== 'done'}
          onClick={() => void downloadJobZip(job.id, GENERATE_PAGE_TEXTS.zipName(job.done))}
        >
          {GENERATE_PAGE_TEXTS.downloadZip}
        </Button>
        <Button onClick={onOpenList}>{GENERATE_PAGE_TEXTS.openList}</Button>
        <Button onClick={onClose} disabled={job.status === 'running'}>
          {GENERATE_PAGE_TEXTS.close}
        </Button>
      </Space>
    </Card>
  );
}
