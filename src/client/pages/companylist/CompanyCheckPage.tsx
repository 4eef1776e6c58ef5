// /companylist (spec §2, public): a construction company's insurance status by its exact
// 统一社会信用代码. The code is checked here with the rule the forms use (no call for a malformed
// one); the server answers the name, 有效 / 无有效保单 and the cover's end date, or why not
// (未查询到该企业, the format message, 查询过于频繁 when the IP's allowance is spent).
import { Alert, Button, Card, Descriptions, Form, Input, Tag } from 'antd';
import { useEffect, useState } from 'react';
import type { ApiResult } from '../../../shared/api-types';
import { COMPANY_CHECK_PATH, COMPANY_CHECK_STATUS, COMPANY_CHECK_TEXTS } from '../../../shared/company-check';
import type { CompanyCheckResult } from '../../../shared/company-check';
import { platformTitleForHost } from '../../../shared/platform';
import { isValidCreditCode } from '../../../shared/validation/check-digits';
import { RULE_MESSAGES } from '../../../shared/validation/rules';
import { HttpError, bodyMessage } from '../../api/httpErrors';
import { request } from '../../api/http';

type Answer = { kind: 'result'; result: CompanyCheckResult } | { kind: 'refused'; message: string };

const CARD_WIDTH = 560;

async function checkCompany(creditCode: string): Promise<Answer> {
  try {
    // Silent: a refusal (429 included) is shown on the page, not as a global toast.
    const reply = await request<ApiResult<CompanyCheckResult>>(COMPANY_CHECK_PATH, {
      params: { creditCode },
      silent: true,
    });
    return reply.success
      ? { kind: 'result', result: reply.result }
      : { kind: 'refused', message: reply.message || COMPANY_CHECK_TEXTS.failed };
  } catch (error) {
    const message = error instanceof HttpError ? bodyMessage(error.body) : '';
    return { kind: 'refused', message: message || COMPANY_CHECK_TEXTS.failed };
  }
}

export default function CompanyCheckPage() {
  const platformTitle = platformTitleForHost(window.location.hostname);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    document.title = `${COMPANY_CHECK_TEXTS.title} · ${platformTitle}`;
  }, [platformTitle]);

  const search = async ({ creditCode }: { creditCode: string }) => {
    setLoading(true);
    setAnswer(await checkCompany(creditCode.trim().toUpperCase()));
    setLoading(false);
  };

  return (
    <main className="anze-public-page">
      <p className="anze-public-platform">{platformTitle}</p>
      <Card title={COMPANY_CHECK_TEXTS.title} style={{ width: CARD_WIDTH, maxWidth: '100%' }}>
        <p>{COMPANY_CHECK_TEXTS.intro}</p>
        <Form layout="vertical" onFinish={search} requiredMark={false}>
          <Form.Item
            name="creditCode"
            label={COMPANY_CHECK_TEXTS.codeLabel}
            rules={[
              { required: true, message: COMPANY_CHECK_TEXTS.codeRequired },
              {
                validator: (_, value: string | undefined) =>
                  !value || isValidCreditCode(value.trim().toUpperCase())
                    ? Promise.resolve()
                    : Promise.reject(new Error(RULE_MESSAGES.creditCode)),
              },
            ]}
          >
            <Input placeholder={COMPANY_CHECK_TEXTS.codePlaceholder} maxLength={20} allowClear />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={loading}>
            {COMPANY_CHECK_TEXTS.search}
          </Button>
        </Form>
        {answer?.kind === 'refused' && (
          <Alert style={{ marginTop: 16 }} type="warning" message={answer.message} />
        )}
        {answer?.kind === 'result' && <CompanyAnswer result={answer.result} />}
      </Card>
    </main>
  );
}

function CompanyAnswer({ result }: { result: CompanyCheckResult }) {
  const valid = result.status === COMPANY_CHECK_STATUS.valid;
  return (
    <Descriptions style={{ marginTop: 16 }} column={1} bordered size="small">
      <Descriptions.Item label={COMPANY_CHECK_TEXTS.enterpriseName}>
        {result.enterpriseName}
      </Descriptions.Item>
      <Descriptions.Item label={COMPANY_CHECK_TEXTS.status}>
        <Tag color={valid ? 'green' : 'red'}>{result.statusText}</Tag>
      </Descriptions.Item>
      {valid && (
        <Descriptions.Item label={COMPANY_CHECK_TEXTS.policyEndDate}>
          {result.policyEndDate}
        </Descriptions.Item>
      )}
    </Descriptions>
  );
}
