// 生成报告 (/reportmanage/generatereport): choose the kind of report (the declared report sources the
// user may list: 隐患排查, 应急演练, 安全培训), a template of that kind and its records — ticked in the
// list, or all of an enterprise's in a period — and generate. One report is made at once and opened
// in the report list; several run in the background with a progress bar and end in one zip.
import { FileWordOutlined } from '@ant-design/icons';
import { App, Button, Card, DatePicker, Form, Select, Space, Table } from 'antd';
import type { Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import useSWR from 'swr';
import type { GenerationRequest } from '../../../shared/report-generation';
import { GENERATE_PAGE_TEXTS, REPORT_KIND_TEXTS } from '../../../shared/report-generation';
import { SearchSelect } from '../../engine/controls/SearchSelect';
import type { PageProps } from '../pageTypes';
import { GenerationJobCard } from './GenerationJobCard';
import type { SourceRow } from './reportGenerationApi';
import {
  GENERATION_SOURCES,
  downloadBuiltinTemplate,
  fetchRecords,
  fetchSources,
  fetchTemplates,
  generateReports,
} from './reportGenerationApi';
import { useGenerationJob } from './useGenerationJob';

const DAY = 'YYYY-MM-DD';

export default function GenerateReportPage(_props: PageProps) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const sources = useSWR('report-sources', fetchSources, { revalidateOnFocus: false });
  const [chosenKind, setKind] = useState<string>();
  const [chosenTemplate, setTemplateId] = useState<string>();
  const [enterpriseId, setEnterpriseId] = useState<string>();
  const [period, setPeriod] = useState<[Dayjs | null, Dayjs | null] | null>(null);
  const [pageNo, setPageNo] = useState(1);
  const [selected, setSelected] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const { job, start, clear } = useGenerationJob();

  const source = sources.data?.find((s) => s.reportType === chosenKind) ?? sources.data?.[0];
  const texts = source ? REPORT_KIND_TEXTS[source.reportType] : undefined;
  const templates = useSWR(
    source ? ['report-templates', source.reportType] : null,
    () => fetchTemplates(source!),
    {
      revalidateOnFocus: false,
    },
  );
  const query = useMemo(
    () => ({ enterpriseId, dateFrom: period?.[0]?.format(DAY), dateTo: period?.[1]?.format(DAY), pageNo }),
    [enterpriseId, period, pageNo],
  );
  const records = useSWR(
    source ? ['reportable-records', source.reportType, query] : null,
    () => fetchRecords(source!, query),
    { revalidateOnFocus: false, keepPreviousData: true },
  );

  // Until the user picks one: the default uploaded template of the kind, else the built-in one.
  const options = templates.data;
  const templateId = chosenTemplate ?? (options?.find((t) => t.isDefault) ?? options?.[0])?.value;

  function chooseKind(reportType: string) {
    setKind(reportType);
    setTemplateId(undefined);
    setEnterpriseId(undefined);
    setPeriod(null);
    setPageNo(1);
    setSelected([]);
  }

  async function generate(request: Omit<GenerationRequest, 'templateId' | 'reportType'>) {
    if (!source) return;
    if (!templateId) return void message.warning(GENERATE_PAGE_TEXTS.chooseTemplate);
    setBusy(true);
    try {
      const reply = await generateReports({ ...request, reportType: source.reportType, templateId });
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

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card title={GENERATE_PAGE_TEXTS.title}>
        <Form layout="inline" style={{ rowGap: 12 }}>
          <Form.Item label={GENERATE_PAGE_TEXTS.kind} required>
            <Select
              style={{ width: 160 }}
              value={source?.reportType}
              onChange={chooseKind}
              loading={sources.isLoading}
              options={sources.data?.map((s) => ({
                value: s.reportType,
                label: REPORT_KIND_TEXTS[s.reportType]?.kind ?? s.title,
              }))}
              aria-label={GENERATE_PAGE_TEXTS.kind}
            />
          </Form.Item>
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
              key={source?.reportType}
              dict={source?.enterpriseDict ?? ''}
              value={enterpriseId}
              onChange={(value) => {
                setEnterpriseId(typeof value === 'string' && value ? value : undefined);
                setPageNo(1);
              }}
              style={{ width: 260 }}
            />
          </Form.Item>
          <Form.Item label={texts?.period}>
            <DatePicker.RangePicker
              value={period}
              onChange={(value) => {
                setPeriod(value);
                setPageNo(1);
              }}
            />
          </Form.Item>
          <Form.Item>
            <Button
              icon={<FileWordOutlined />}
              disabled={!source}
              onClick={() => source && void downloadBuiltinTemplate(source)}
            >
              {GENERATE_PAGE_TEXTS.builtinTemplate}
            </Button>
          </Form.Item>
        </Form>
      </Card>
      {job && (
        <GenerationJobCard
          job={job}
          onOpenList={() => void navigate(GENERATION_SOURCES.reportListPath)}
          onClose={clear}
        />
      )}
      <Card
        title={texts?.records}
        extra={
          <Space>
            <Button
              type="primary"
              disabled={selected.length === 0 || busy || job?.status === 'running'}
              loading={busy}
              onClick={() => void generate({ recordIds: selected })}
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
        <Table<SourceRow>
          rowKey="id"
          size="middle"
          loading={sources.isLoading || records.isLoading}
          dataSource={records.data?.records ?? []}
          rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(String)) }}
          pagination={{
            current: pageNo,
            pageSize: GENERATION_SOURCES.pageSize,
            total: records.data?.total ?? 0,
            onChange: setPageNo,
            showSizeChanger: false,
          }}
          columns={
            source && texts
              ? [
                  { title: texts.columns.no, dataIndex: source.numberField },
                  {
                    title: GENERATE_PAGE_TEXTS.columns.enterprise,
                    dataIndex: `${source.enterpriseField}_dictText`,
                  },
                  { title: texts.columns.date, dataIndex: source.dateField },
                  { title: GENERATE_PAGE_TEXTS.columns.status, dataIndex: `${source.stateField}_dictText` },
                ]
              : []
          }
        />
      </Card>
    </Space>
  );
}
