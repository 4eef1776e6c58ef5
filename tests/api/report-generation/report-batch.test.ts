// Reports of several investigations at once: a background batch with progress and one zip holding
// each report's Word file (and PDF where LibreOffice is installed), seen only by whoever started it;
// and what generation refuses — no permission, another's enterprise, a bad period, a missing template.
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillPath } from '../../../src/shared/api-paths';
import type { GenerationJob } from '../../../src/shared/report-generation';
import {
  BUILTIN_TEMPLATE_ID,
  REPORT_GENERATION_PATHS,
  REPORT_GENERATION_TEXTS,
  REPORT_KIND_TEXTS,
} from '../../../src/shared/report-generation';
import { startCast } from '../service-cycle/support';
import type { Cast, Row } from '../service-cycle/support';
import { converterInstalled, ok, submittedInvestigation } from './support';

let cast: Cast;
let investigations: Row[];

beforeAll(async () => {
  cast = await startCast();
  investigations = [];
  for (const name of ['一号车间', '二号车间', '三号车间'])
    investigations.push(await submittedInvestigation(cast, [[`${name}配电箱门未关闭`, '1']]));
});
afterAll(() => cast.close());

const generate = (body: Row, token = cast.engineer.token) =>
  cast.api.post<Row>(
    REPORT_GENERATION_PATHS.generate,
    { reportType: '1', templateId: BUILTIN_TEMPLATE_ID, ...body },
    { token },
  );

async function finished(id: string, token = cast.engineer.token): Promise<GenerationJob> {
  for (let i = 0; i < 240; i++) {
    const reply = await cast.api.get<GenerationJob>(fillPath(REPORT_GENERATION_PATHS.job, { id }), { token });
    if (reply.body.result.status !== 'running') return reply.body.result;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the batch did not finish');
}

describe('a batch of reports', () => {
  let job: GenerationJob;

  it('runs in the background for all of an enterprise’s investigations and ends in one zip', async () => {
    const answer = await ok(generate({ enterpriseId: cast.mine.id }));
    job = answer.job as GenerationJob;
    expect(job).toMatchObject({ status: 'running', total: 3 });
    job = await finished(job.id);
    expect(job).toMatchObject({
      status: 'done',
      done: 3,
      failures: [],
      message: REPORT_GENERATION_TEXTS.jobDone(3),
    });
    const reply = await fetch(
      `${cast.app.baseUrl}${cast.api.prefix}${fillPath(REPORT_GENERATION_PATHS.jobZip, { id: job.id })}`,
      { headers: { 'X-Access-Token': cast.engineer.token } },
    );
    expect(reply.headers.get('content-type')).toBe('application/zip');
    const zip = await JSZip.loadAsync(Buffer.from(await reply.arrayBuffer()));
    const names = Object.keys(zip.files);
    expect(names.filter((n) => n.endsWith('.docx'))).toHaveLength(3);
    if (converterInstalled()) expect(names.filter((n) => n.endsWith('.pdf'))).toHaveLength(3);
    const texts = await Promise.all(
      names
        .filter((n) => n.endsWith('.docx'))
        .map(async (n) =>
          (await JSZip.loadAsync(await zip.file(n)!.async('nodebuffer')))
            .file('word/document.xml')!
            .async('string'),
        ),
    );
    for (const workshop of ['一号车间', '二号车间', '三号车间'])
      expect(texts.some((xml) => xml.includes(`${workshop}配电箱门未关闭`))).toBe(true);
  });

  it('is seen by no one but the user who started it', async () => {
    const other = await cast.api.get(fillPath(REPORT_GENERATION_PATHS.job, { id: job.id }), {
      token: cast.admin.token,
    });
    expect(other.body).toMatchObject({ success: false, message: REPORT_GENERATION_TEXTS.jobNotFound });
  });
});

describe('generation refuses', () => {
  it('users without the 生成报告 button', async () => {
    expect((await generate({ recordIds: [investigations[0]!.id] }, cast.owner.token)).body).toMatchObject({
      success: false,
      code: 510,
    });
  });

  it('investigations outside the engineer’s enterprises, as nothing to report on', async () => {
    expect(
      (await generate({ recordIds: [investigations[0]!.id] }, cast.otherEngineer.token)).body,
    ).toMatchObject({ success: false, message: REPORT_KIND_TEXTS['1']!.nothingFound });
  });

  it('a request naming neither investigations nor an enterprise, or a bad period', async () => {
    expect((await generate({})).body.message).toBe(REPORT_KIND_TEXTS['1']!.choose);
    expect((await generate({ enterpriseId: cast.mine.id, dateFrom: '2026-13' })).body.message).toBe(
      REPORT_GENERATION_TEXTS.dateInvalid,
    );
  });

  it('a template that does not exist, and writes nothing', async () => {
    const before = (await cast.api.get<{ total: number }>('/nanli/report/list', { token: cast.admin.token }))
      .body.result.total;
    const reply = await generate({ recordIds: [investigations[0]!.id], templateId: 'nope' });
    expect(reply.body).toMatchObject({ success: false, message: REPORT_GENERATION_TEXTS.templateUnusable });
    const after = (await cast.api.get<{ total: number }>('/nanli/report/list', { token: cast.admin.token }))
      .body.result.total;
    expect(after).toBe(before);
  });
});
