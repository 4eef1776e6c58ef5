// What exportXls answered: the file itself, or JSON — a background job for a large export
// (ExportJob) or a refusal (success:false). The http client reads both as a blob; JSON is told
// apart by its content type.
import type { ApiResult } from '../../../shared/api-types';
import type { ExportJob } from '../../../shared/engine-api';

export type ExportAnswer =
  { kind: 'file'; blob: Blob } | { kind: 'job'; job: ExportJob } | { kind: 'refused'; message: string };

const isJob = (value: unknown): value is ExportJob =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as ExportJob).id === 'string' &&
  'status' in value;

export async function readExportAnswer(blob: Blob): Promise<ExportAnswer> {
  if (!blob.type.includes('json')) return { kind: 'file', blob };
  let body: ApiResult<unknown> | null = null;
  try {
    body = JSON.parse(await blob.text()) as ApiResult<unknown>;
  } catch {
    return { kind: 'file', blob };
  }
  if (body?.success && isJob(body.result)) return { kind: 'job', job: body.result };
  return { kind: 'refused', message: body?.message ?? '' };
}
