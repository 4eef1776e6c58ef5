// 生成报告's API (shared/report-generation.ts): the kinds of report, generate, a batch's progress and
// zip, a built-in template, and the PDF made again. Generating needs the 生成报告 button; everything
// read stays within the user's scope.
import { createReadStream } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { GenerationRequest } from '../../../shared/report-generation';
import {
  builtinTemplateName,
  REPORT_GENERATE_PERMISSION,
  REPORT_GENERATION_PATHS,
  REPORT_GENERATION_TEXTS,
} from '../../../shared/report-generation';
import { RESULT_CODES } from '../../../shared/api-types';
import { allow } from '../../auth/route-access';
import { AppError } from '../../errors';
import { ok } from '../../http/result';
import type { AppServices } from '../../services';
import { builtinTemplate } from './generic-template';
import { createReportGenerator } from './report-generator';
import { reportTypeText } from './report-sources';

const jobNotFound = () => new AppError(RESULT_CODES.error, REPORT_GENERATION_TEXTS.jobNotFound);

const stringList = (value: unknown): string[] | undefined =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : undefined;

function generationRequest(body: unknown): GenerationRequest {
  const input = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const text = (key: string) => (typeof input[key] === 'string' ? (input[key] as string).trim() : undefined);
  return {
    reportType: text('reportType') ?? '',
    recordIds: stringList(input.recordIds),
    enterpriseId: text('enterpriseId'),
    dateFrom: text('dateFrom'),
    dateTo: text('dateTo'),
    templateId: text('templateId') ?? '',
  };
}

export function registerReportGenerationRoutes(api: FastifyInstance, services: AppServices): void {
  const generator = createReportGenerator(services, (error) =>
    api.log.error({ err: error }, 'report generation'),
  );
  const mayGenerate = allow.anyOf(REPORT_GENERATE_PERMISSION);
  api.addHook('onClose', () => generator.idle());

  api.get(REPORT_GENERATION_PATHS.sources, mayGenerate, async (request) =>
    ok(await generator.sources(await services.engine.principal(request))),
  );

  api.post(REPORT_GENERATION_PATHS.generate, mayGenerate, async (request) =>
    ok(await generator.generate(await services.engine.principal(request), generationRequest(request.body))),
  );

  api.get<{ Params: { id: string } }>(REPORT_GENERATION_PATHS.job, mayGenerate, async (request) => {
    const { user } = await services.engine.principal(request);
    const job = await generator.job(request.params.id, user.id);
    if (!job) throw jobNotFound();
    return ok(job);
  });

  api.get<{ Params: { id: string } }>(REPORT_GENERATION_PATHS.jobZip, mayGenerate, async (request, reply) => {
    const { user } = await services.engine.principal(request);
    const file = await generator.zip(request.params.id, user.id);
    if (!file) throw jobNotFound();
    return reply
      .headers({
        'content-type': 'application/zip',
        'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
      })
      .send(createReadStream(file.path));
  });

  api.get<{ Querystring: { reportType?: string } }>(
    REPORT_GENERATION_PATHS.builtinTemplate,
    mayGenerate,
    async (request, reply) => {
      const source = generator.source(String(request.query.reportType ?? ''));
      const dictionaries = await services.dictionaries.all();
      const name = builtinTemplateName(reportTypeText(dictionaries, source.declared.reportType));
      return reply
        .headers({
          'content-type': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
          'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent(`${name}.docx`)}`,
        })
        .send(builtinTemplate(source));
    },
  );

  api.post<{ Body: { id?: unknown } }>(REPORT_GENERATION_PATHS.makePdf, mayGenerate, async (request) => {
    const id = typeof request.body?.id === 'string' ? request.body.id : '';
    return ok({ pdfState: await generator.makePdf(await services.engine.principal(request), id) });
  });
}
