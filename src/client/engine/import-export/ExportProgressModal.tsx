// Progress of a background export: rows written of all, until the file downloads.
import { Button, Modal, Progress } from 'antd';
import type { ExportJob } from '../../../shared/engine-api';
import { IMPORT_EXPORT_TEXTS } from '../../../shared/texts';

export function ExportProgressModal({ job, onCancel }: { job: ExportJob | null; onCancel: () => void }) {
  if (!job) return null;
  const percent = job.total > 0 ? Math.floor((job.written / job.total) * 100) : 0;
  return (
    <Modal
      open
      title={IMPORT_EXPORT_TEXTS.exportingTitle}
      closable={false}
      maskClosable={false}
      footer={<Button onClick={onCancel}>{IMPORT_EXPORT_TEXTS.cancel}</Button>}
    >
      <Progress percent={percent} status="active" />
      <div>{IMPORT_EXPORT_TEXTS.exportProgress(job.written, job.total)}</div>
    </Modal>
  );
}
