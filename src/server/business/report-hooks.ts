// The hooks of hazard-investigation reports (domain §4.5): an enterprise user sees a report of their
// enterprise only once it is published (签章发布 and after), and a report is published only with its
// PDF — the fixed document the enterprise confirms and the archive keeps.
import { REPORT_GENERATION_TEXTS, REPORT_STATUS } from '../../shared/report-generation';
import type { DataRuleHook, OperationGuard } from '../engine/hooks';
import { ENTERPRISE_ROLE_CODE } from './own-enterprise';

const REPORT = { entity: 'report', status: 'status', pdf: 'pdfUrl' } as const;

export const publishedReports: DataRuleHook = {
  roles: [ENTERPRISE_ROLE_CODE],
  reads: [],
  checkSchemas(registry) {
    const report = registry.get(REPORT.entity);
    return report?.field(REPORT.status) ? null : `needs the field "${REPORT.status}" on "${REPORT.entity}"`;
  },
  allowedValues: () =>
    Promise.resolve([REPORT_STATUS.published, REPORT_STATUS.confirmed, REPORT_STATUS.archived]),
};

export const reportPdfReady: OperationGuard = ({ before }) =>
  Promise.resolve(before[REPORT.pdf] ? null : REPORT_GENERATION_TEXTS.pdfNotReady);
