// 生成报告 (/reportmanage/generatereport): choose a template and investigations — ticked in the list,
// or all of an enterprise's in a period — and generate. One report is made at once and opened in
// the report list; several run in the background with a progress bar and end in one zip.
import { DownloadOutlined, FileWordOutlined } from '@ant-design/icons';
import { Alert, App, Button, Card, DatePicker, Form, Progress, Select, Space, Table, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import useSWR from 'swr';
import type { GenerationRequest } from '../../../shared/report-generation';
import { GENERATE_PAGE_TEXTS } from '../../../shared/report-generation';
import { SearchSelect } from '../../engine/controls/SearchSelect';
import { useEntitySchema } from '../../engine/schema/useEntitySchema';
import type { PageProps } from '../pageTypes';
import type { InvestigationRow } from './reportGenerationApi';
import {
  GENERATION_SOURCES,
  downloadBuiltinTemplate,
  downloadJobZip,
  fetchInvestigations,
  fetchTemplates,
  generateReports,
} from './reportGenerationApi';
import { useGenerationJob } from './useGenerationJob';

const DAY = 'YYYY-MM-DD';

export default function GenerateReportPage(_props: PageProps) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { schema } = useEntitySchema('investigation');
  const templates = useSWR('report-templates', fetchTemplates, { revalidateOnFocus: false });
  const [chosenTemplate, setTemplateId] = useState<string>();
  const [enterpriseId, setEnterpriseId] = useState<string>();
  const [period, setPeriod] = useState<[Dayjs | null, Dayjs | null] | null>(null);
  const [pageNo, setPageNo] = useState(1);
  const [selected, setSelected] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const { job, start, clear } = useGenerationJob();

  const query = useMemo(
    () => ({
      enterpriseId,
      dateFrom: period?.[0]?.format(DAY),
      dateTo: period?.[1]?.format(DAY),
      pageNo,
    }),
    [enterpriseId, period, pageNo],
  );
  const investigations = useSWR(['reportable-investigations', query], () => fetchInvestigations(query), {
    revalidateOnFocus: false,
    keepPreviousData: true,
  });

  // Until the user picks one: the default uploaded template of the type, else the built-in one.
  const options = templates.data;
  const templateId = chosenTemplate ?? (options?.find((t) => t.isDefault) ?? options?.[0])?.value;

  async function generate(request: Omit<GenerationRequest, 'templateId'>) {
    if (!templateId) return void message.warning(GENERATE_PAGE_TEXTS.chooseTemplate);
    setBusy(true);
    try {
      const reply = await generateReports({ ...request, templateId });
      if (!reply.success) return void message.error(reply.message);
      if (reply.result.job) start(reply.result.job);
      else {
        void message.success(GENERATE_PAGE_TEXTS.madeOne);
        void navigate(GENERATION_SOURCES.reportListPath);
      }
      setSelected([]);
    } finally {
      setBusy(false);
    }
  }

  const percent = job && job.total > 0 ? Math.floor((job.done / job.total) * 100) : 0;
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card title={GENERATE_PAGE_TEXTS.title}>
        <Form layout="inline" style={{ rowGap: 12 }}>
          <Form.Item label={GENERATE_PAGE_TEXTS.template} required>
            <Select
              style={{ width: 300 }}
              value={templateId}
              onChange={setTemplateId}
              loading={templates.isLoading}
              options={templates.data?.map(({ value, label }) => ({ value, label }))}
              aria-label={GENERATE_PAGE_TEXTS.template}
            />
          </Form.Item>
          <Form.Item label={GENERATE_PAGE_TEXTS.enterprise}>
            <SearchSelect
              dict={schema?.tableDictCodes['investigation.enterpriseId'] ?? ''}
              value={enterpriseId}
              onChange={(value) => {
                setEnterpriseId(typeof value === 'string' && value ? value : undefined);
                setPageNo(1);
              }}
              style={{ width: 260 }}
            />
          </Form.Item>
          <Form.Item label={GENERATE_PAGE_TEXTS.period}>
            <DatePicker.RangePicker
              value={period}
              onChange={(value) => {
                setPeriod(value);
                setPageNo(1);
              }}
            />
          </Form.Item>
          <Form.Item>
            <Button icon={<FileWordOutlined />} onClick={() => void downloadBuiltinTemplate()}>
              {GENERATE_PAGE_TEXTS.builtinTemplate}
            </Button>
          </Form.Item>
        </Form>
      </Card>
      {job && (
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
              description={job.failures.map((f) => `${f.investigationNo}：${f.message}`).join('；')}
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
            <Button onClick={() => void navigate(GENERATION_SOURCES.reportListPath)}>
              {GENERATE_PAGE_TEXTS.openList}
            </Button>
            <Button onClick={clear} disabled={job.status === 'running'}>
              {GENERATE_PAGE_TEXTS.close}
            </Button>
          </Space>
        </Card>
      )}
      <Card
        title={GENERATE_PAGE_TEXTS.investigations}
        extra={
          <Space>
            <Button
              type="primary"
              disabled={selected.length === 0 || busy || job?.status === 'running'}
              loading={busy}
              onClick={() => void generate({ investigationIds: selected })}
            >
              {GENERATE_PAGE_TEXTS.generateSelected(selected.length)}
            </Button>
            <Button
              disabled={!enterpriseId || busy || job?.status === 'running'}
              onClick={() => void generate({ enterpriseId, dateFrom: query.dateFrom, dateTo: query.dateTo })}
            >
              {GENERATE_PAGE_TEXTS.generateAll}
            </Button>
          </Space>
        }
      >
        <Table<InvestigationRow>
          rowKey="id"
          size="middle"
          loading={investigations.isLoading}
          dataSource={investigations.data?.records ?? []}
          rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(String)) }}
          pagination={{
            current: pageNo,
            pageSize: GENERATION_SOURCES.pageSize,
            total: investigations.data?.total ?? 0,
            onChange: setPageNo,
            showSizeChanger: false,
          }}
          columns={[
            { title: GENERATE_PAGE_TEXTS.columns.no, dataIndex: 'investigationNo' },
            { title: GENERATE_PAGE_TEXTS.columns.enterprise, dataIndex: 'enterpriseId_dictText' },
            { title: GENERATE_PAGE_TEXTS.columns.checkIn, dataIndex: 'checkInTime' },
            { title: GENERATE_PAGE_TEXTS.columns.hazards, dataIndex: 'hazardTotal', align: 'right' },
            { title: GENERATE_PAGE_TEXTS.columns.status, dataIndex: 'status_dictText' },
          ]}
        />
      </Card>
    </Space>
  );
}
