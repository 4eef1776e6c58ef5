// A background batch of reports: its progress asked for every second until it ends; the finished
// batch stays shown so its zip can be downloaded.
import { useEffect, useState } from 'react';
import type { GenerationJob } from '../../../shared/report-generation';
import { REPORT_GENERATION_TEXTS } from '../../../shared/report-generation';
import { fetchJob } from './reportGenerationApi';

export const JOB_POLL_MS = 1000;

export function useGenerationJob() {
  const [job, setJob] = useState<GenerationJob | null>(null);
  const running = job?.status === 'running' ? job.id : null;

  useEffect(() => {
    if (!running) return undefined;
    let stopped = false;
    const timer = setInterval(() => {
      void fetchJob(running)
        .then((reply) => {
          if (stopped) return;
          if (reply.success) setJob(reply.result);
          else
            setJob((current) =>
              current
                ? {
                    ...current,
                    status: 'failed',
                    message: reply.message || REPORT_GENERATION_TEXTS.jobFailed,
                  }
                : null,
            );
        })
        .catch(() => undefined);
    }, JOB_POLL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [running]);

  return { job, start: setJob, clear: () => setJob(null) };
}
