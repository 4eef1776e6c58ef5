// 导出 (contract §8.8): exportXls with the current filters, sort and advanced query, plus
// `selections` when rows are selected; the file is saved as '<entity title>.xlsx'. A large export
// answers with a background job instead, followed by useExportJob.
import { App } from 'antd';
import { useState } from 'react';
import type { Key } from 'react';
import { IMPORT_EXPORT_TEXTS } from '../../../shared/texts';
import type { QueryParams } from '../../api/apiBase';
import { downloadBlob, saveBlob } from '../../api/http';
import { readExportAnswer } from './exportResponse';
import { useExportJob } from './useExportJob';

export interface ExportOptions {
  url: string;
  /** The entity title: the file is '<title>.xlsx'. */
  title: string;
  params: QueryParams;
  selectedRowKeys: readonly Key[];
}

export function useExport({ url, title, params, selectedRowKeys }: ExportOptions) {
  const { message } = App.useApp();
  const [exporting, setExporting] = useState(false);
  const fileName = IMPORT_EXPORT_TEXTS.exportFile(title);
  const background = useExportJob(fileName);

  const run = async () => {
    setExporting(true);
    try {
      const selections = selectedRowKeys.length > 0 ? { selections: selectedRowKeys.join(',') } : {};
      const blob = await downloadBlob(url, { ...params, ...selections }).catch(() => null);
      if (!blob) return;
      const answer = await readExportAnswer(blob);
      if (answer.kind === 'file') saveBlob(answer.blob, fileName);
      else if (answer.kind === 'job') background.start(answer.job);
      else void message.warning(answer.message || IMPORT_EXPORT_TEXTS.exportFailed);
    } finally {
      setExporting(false);
    }
  };

  return { exporting, run, job: background.job, cancelJob: background.cancel };
}
