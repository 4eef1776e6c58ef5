// A background export (ExportJob): its progress is asked for every second until it is done, then
// its file is downloaded with the session's token; a failure is shown with the server's message.
import { App } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { fillPath } from '../../../shared/api-paths';
import type { ExportJob } from '../../../shared/engine-api';
import { ENGINE_PATHS } from '../../../shared/engine-api';
import { ENGINE_LIST } from '../../../shared/limits';
import { IMPORT_EXPORT_TEXTS } from '../../../shared/texts';
import { downloadFile, getAction } from '../../api/http';

export function useExportJob(fallbackFileName: string) {
  const { message } = App.useApp();
  const [job, setJob] = useState<ExportJob | null>(null);
  const jobId = job?.id;

  useEffect(() => {
    if (!jobId) return undefined;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const finish = () => {
      stopped = true;
      setJob(null);
    };
    const poll = async () => {
      const response = await getAction<ExportJob>(fillPath(ENGINE_PATHS.exportJob, { id: jobId })).catch(
        () => null,
      );
      if (stopped) return;
      const current = response?.success ? response.result : null;
      if (!current || current.status === 'failed') {
        void message.error(current?.message || response?.message || IMPORT_EXPORT_TEXTS.exportFailed);
        return finish();
      }
      if (current.status === 'done') {
        finish();
        await downloadFile(
          fillPath(ENGINE_PATHS.exportJobFile, { id: jobId }),
          current.fileName || fallbackFileName,
        ).catch(() => false);
        return;
      }
      setJob(current);
      timer = setTimeout(() => void poll(), ENGINE_LIST.exportJobPollMs);
    };
    timer = setTimeout(() => void poll(), ENGINE_LIST.exportJobPollMs);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [jobId, fallbackFileName, message]);

  return { job, start: setJob, cancel: useCallback(() => setJob(null), []) };
}
