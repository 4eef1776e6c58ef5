// The scheduled job pushData against a real receiver on a port of its own (domain §4.7): records of
// the entities declaring dataPush go once per version, the log keeps every attempt with personal
// data masked, refusals are retried after their delay until 重试超限, an unreachable receiver ends
// the run without losing what was not sent, and a bad parameter fails the run with the reason.
import { createHmac } from 'node:crypto';
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDateTime } from '../../src/shared/date-format';
import { PUSH_JOB, PUSH_LIMITS, PUSH_SIGNATURE, PUSH_STATUS, PUSH_TEXTS } from '../../src/shared/data-push';
import { JOB_STATUS, QUARTZ_PATHS } from '../../src/shared/jobs/jobs-api';
import { engineDb } from '../../src/server/engine/engine-db';
import { rowVersionIndexName } from '../../src/server/engine/naming';
import { changedRowsQuery } from '../../src/server/modules/data-push/pushed-records';
import { enterpriseBody, staffRow } from './engine/support';
import { addUserToTenant, createTenant } from './helpers/fixtures';
import { runJobOnce } from './helpers/job-runs';
import { operate, readAsAdmin, startCast } from './service-cycle/support';
import type { Cast, Row } from './service-cycle/support';

interface Received {
  bizType: string;
  bizId: string;
  bizNo: string;
  version: string;
  data: Row;
}

/** The receiving platform: records what it gets and answers what `answer` says. */
const received: Received[] = [];
let answer: (message: Received) => { status: number; body: Row } = (message) => ({
  status: 200,
  body: { code: '0000', message: '接收成功', serialNo: `EXT-${message.bizId.slice(-6)}` },
});
/** Each request's body as sent and its signature headers, in the order received. */
const signed: { body: string; timestamp?: string; signature?: string }[] = [];
const receiver = createServer((request: IncomingMessage, response: ServerResponse) => {
  let text = '';
  request.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
  request.on('end', () => {
    const message = JSON.parse(text) as Received;
    received.push(message);
    const header = (name: string) => request.headers[name] as string | undefined;
    signed.push({
      body: text,
      timestamp: header(PUSH_SIGNATURE.timestampHeader),
      signature: header(PUSH_SIGNATURE.signatureHeader),
    });
    const { status, body } = answer(message);
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
});

const TENANT = 9;
const PUSH_LOG = '/nanli/pushLog';
let cast: Cast;
let receiverUrl: string;

beforeAll(async () => {
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/push`;
  cast = await startCast();
});
afterAll(async () => {
  await cast.close();
  await new Promise((resolve) => receiver.close(resolve));
});

let jobId: string;
/** The one pushData job (a class name runs one job), its parameter set as the administrator would. */
async function useParameter(parameter: string): Promise<void> {
  const body = {
    jobClassName: PUSH_JOB,
    cronExpression: '0 0 3 * * ?',
    parameter,
    status: JOB_STATUS.paused,
  };
  const saved = jobId
    ? await cast.api.put<Row>(QUARTZ_PATHS.edit, { id: jobId, ...body }, { token: cast.admin.token })
    : await cast.api.post<Row>(QUARTZ_PATHS.add, body, { token: cast.admin.token });
  expect(saved.body.success, saved.body.message).toBe(true);
  const jobs = await cast.api.get<{ records: Row[] }>(QUARTZ_PATHS.list, {
    token: cast.admin.token,
    query: { jobClassName: PUSH_JOB },
  });
  jobId = String(jobs.body.result.records[0]!.id);
}

/** Runs the job once; answers the run and what the receiver got during it. */
async function push() {
  const before = received.length;
  const run = await runJobOnce(cast.api, cast.admin.token, jobId);
  return { run, got: received.slice(before) };
}

const live = () => useParameter(JSON.stringify({ url: receiverUrl, target: '2' }));

async function logsOf(bizId: unknown): Promise<Row[]> {
  const reply = await cast.api.get<{ records: Row[] }>('/nanli/pushLog/list', {
    token: cast.admin.token,
    query: { bizId: String(bizId), pageSize: '50', column: 'requestTime', order: 'asc' },
  });
  return reply.body.result.records;
}

/** The push log counts versions in seconds: a change made in the second of the last push waits. */
async function nextSecond() {
  const now = formatDateTime();
  while (formatDateTime() === now) await new Promise((resolve) => setImmediate(resolve));
}

async function edit(id: unknown, fields: Row) {
  await nextSecond();
  const reply = await cast.api.put('/nanli/enterprise/edit', { id, ...fields }, { token: cast.admin.token });
  expect(reply.body.success, reply.body.message).toBe(true);
}

/** What a due retry needs: its time come (the job reads the clock; the test moves the log instead). */
const makeRetryDue = (logId: unknown) =>
  sql`update nanli_push_log set next_retry_time = ${formatDateTime(Date.now() - 1000)} where id = ${String(logId)}`.execute(
    cast.db.withoutPlugins(),
  );

describe('data push', () => {
  it('sends each record once with its number and version, and logs it with personal data masked', async () => {
    await live();
    const { run, got } = await push();
    expect(run.status).toBe('success');
    const mine = got.find((m) => m.bizId === cast.mine.id)!;
    expect(mine).toMatchObject({ bizType: '01', bizNo: cast.mine.creditCode, version: cast.mine.createTime });
    expect(mine.data).toMatchObject({
      enterpriseName: '本企业化工有限公司',
      principalPhone: cast.mine.principalPhone,
    });
    expect(got.some((m) => m.bizId === cast.theirs.id)).toBe(true);
    expect(run.message).toBe(
      PUSH_TEXTS.jobDone({ sent: got.length, succeeded: got.length, failed: 0, retried: 0 }),
    );

    const [log] = await logsOf(cast.mine.id);
    expect(log).toMatchObject({
      targetSystem_dictText: '市应急管理局监管平台',
      bizType_dictText: '企业信息',
      bizNo: cast.mine.creditCode,
      status_dictText: '成功',
      triggerType_dictText: '定时',
      httpStatus: 200,
      responseCode: '0000',
      externalSerialNo: `EXT-${String(cast.mine.id).slice(-6)}`,
      retryCount: 0,
      nextRetryTime: null,
    });
    expect(String(log!.batchNo)).toMatch(/^PB\d{18}$/);
    const detail = await readAsAdmin(cast, '/nanli/pushLog', log!.id);
    const logged = JSON.parse(String(detail.requestBody)) as Received;
    const phone = String(cast.mine.principalPhone);
    expect(logged.data.principalPhone).toBe(`${phone.slice(0, 3)}****${phone.slice(-4)}`);
    expect(logged.data.enterpriseName).toBe('本企业化工有限公司');
  });

  it('sends nothing again until a record changes, then that record alone', async () => {
    expect((await push()).got).toEqual([]);
    await edit(cast.theirs.id, { contactName: '孙八' });
    const { got } = await push();
    expect(got.map((m) => [m.bizId, m.data.contactName])).toEqual([[cast.theirs.id, '孙八']]);
    expect(await logsOf(cast.theirs.id)).toHaveLength(2);
  });

  it('sends a report (报告文件) once it is published, not while it is a draft', async () => {
    // Reports are published after LibreOffice made their PDF (report-cycle.test.ts); here the rows
    // are written as generation and publication leave them.
    const owner = await sql<{ tenant_id: number }>`select tenant_id from nanli_enterprise
      where id = ${String(cast.mine.id)}`.execute(cast.db.withoutPlugins());
    const tenantId = owner.rows[0]!.tenant_id;
    const report = (status: string, reportNo: string) => ({
      id: `push-report-${reportNo}`,
      tenant_id: tenantId,
      create_time: formatDateTime(),
      report_no: reportNo,
      report_name: `${reportNo} 隐患排查报告`,
      report_type: '1',
      enterprise_id: String(cast.mine.id),
      biz_type: 'investigation',
      biz_id: 'push-investigation',
      version_no: 1,
      status,
    });
    await nextSecond();
    await cast.db
      .withoutPlugins()
      .insertInto('nanli_report' as never)
      .values([report('0', 'BG-PUSH-0001'), report('4', 'BG-PUSH-0002')] as never)
      .execute();
    const { got } = await push();
    expect(got.filter((m) => m.bizType === '08')).toEqual([
      expect.objectContaining({ bizId: 'push-report-BG-PUSH-0002', bizNo: 'BG-PUSH-0002' }),
    ]);
  });

  it('logs a refusal as 失败, retries it only when due, and gives up after the last delay', async () => {
    answer = () => ({ status: 200, body: { code: '1001', message: '统一社会信用代码校验失败' } });
    await edit(cast.mine.id, { contactName: '周九' });
    expect((await push()).run.message).toContain('失败1条');
    let log = (await logsOf(cast.mine.id)).at(-1)!;
    expect(log).toMatchObject({ status_dictText: '失败', responseCode: '1001', retryCount: 0 });
    expect(log.responseMsg).toBe('统一社会信用代码校验失败');
    const minutesAhead = (time: unknown) =>
      Math.round((Date.parse(`${String(time)}+08:00`) - Date.now()) / 60_000);
    expect(minutesAhead(log.nextRetryTime)).toBe(5);

    expect((await push()).got).toEqual([]); // not due yet
    for (const [retries, nextDelay] of [
      [1, 30],
      [2, 120],
    ] as const) {
      await makeRetryDue(log.id);
      const { run, got } = await push();
      expect(got.map((m) => m.bizId)).toEqual([cast.mine.id]);
      expect(run.message).toContain('（其中重试1条）');
      log = (await logsOf(cast.mine.id)).at(-1)!;
      expect(log).toMatchObject({
        status_dictText: '失败',
        retryCount: retries,
        triggerType_dictText: '定时',
      });
      expect(minutesAhead(log.nextRetryTime)).toBe(nextDelay);
    }
    await makeRetryDue(log.id);
    await push();
    log = (await logsOf(cast.mine.id)).at(-1)!;
    expect(log).toMatchObject({ status_dictText: '重试超限', retryCount: 3, nextRetryTime: null });
    expect(await logsOf(cast.mine.id)).toHaveLength(2);
  });

  it('counts a retry that is taken as 成功 on the same log row', async () => {
    answer = () => ({ status: 503, body: { message: '服务维护中' } });
    await edit(cast.theirs.id, { contactName: '吴十' });
    await push();
    const failed = (await logsOf(cast.theirs.id)).at(-1)!;
    expect(failed).toMatchObject({ status_dictText: '失败', httpStatus: 503, responseMsg: '服务维护中' });
    answer = (message) => ({
      status: 200,
      body: { success: true, serialNo: `OK-${message.bizId.slice(-4)}` },
    });
    await makeRetryDue(failed.id);
    await push();
    const logs = await logsOf(cast.theirs.id);
    expect(logs.at(-1)).toMatchObject({
      id: failed.id,
      status_dictText: '成功',
      retryCount: 1,
      nextRetryTime: null,
    });
    expect(logs).toHaveLength(3);
  });

  it('sends a log marked 补推 by the administrator in the next run, on the same row', async () => {
    const exhausted = (await logsOf(cast.mine.id)).find(
      (log) => log.status === PUSH_STATUS.retriesExhausted,
    )!;
    const succeeded = (await logsOf(cast.mine.id)).find((log) => log.status === PUSH_STATUS.succeeded)!;
    const refused = await operate(cast, PUSH_LOG, 'repush', [succeeded.id], cast.admin.token);
    expect(refused.body.success).toBe(false);
    const marked = await operate(cast, PUSH_LOG, 'repush', [exhausted.id], cast.admin.token);
    expect(marked.body.success, marked.body.message).toBe(true);
    expect(await readAsAdmin(cast, PUSH_LOG, exhausted.id)).toMatchObject({
      status_dictText: '待推送',
      triggerType_dictText: '手动补推',
      operatorName: '管理员',
      nextRetryTime: null,
    });
    const { got } = await push();
    expect(got.map((m) => m.bizId)).toEqual([cast.mine.id]);
    const after = await readAsAdmin(cast, PUSH_LOG, exhausted.id);
    expect(after).toMatchObject({ status_dictText: '成功', retryCount: 0, triggerType_dictText: '手动补推' });
    expect(after.batchNo).not.toBe(exhausted.batchNo);
    expect(await logsOf(cast.mine.id)).toHaveLength(2);
  });

  it('stops after the requests that found no receiver; what was not sent goes with the next run', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const deadUrl = `http://127.0.0.1:${(closed.address() as AddressInfo).port}/push`;
    await new Promise((resolve) => closed.close(resolve));
    await useParameter(JSON.stringify({ url: deadUrl, target: '2' }));
    const group = PUSH_LIMITS.concurrentRequests;
    const added: string[] = [];
    for (let i = 0; i <= group; i += 1) {
      const reply = await cast.api.post<Row>(
        '/nanli/enterprise/add',
        {
          ...enterpriseBody({ enterpriseName: `推送${i + 1}号机械有限公司` }),
          enterpriseStaffList: [staffRow()],
        },
        { token: cast.admin.token },
      );
      expect(reply.body.success, reply.body.message).toBe(true);
      added.push(String(reply.body.result.id));
    }

    const { run } = await push();
    expect(run.message).toBe(
      `${PUSH_TEXTS.jobDone({ sent: group, succeeded: 0, failed: group, retried: 0 })}；${PUSH_TEXTS.stopped}`,
    );
    const tried = (await Promise.all(added.map(logsOf))).flat();
    expect(tried).toHaveLength(group);
    for (const log of tried) expect(String(log.responseMsg)).toMatch(/^无法连接接收平台：/);

    await live();
    const { got } = await push();
    const triedIds = new Set(tried.map((log) => log.bizId));
    expect(got.map((m) => m.bizId)).toEqual(added.filter((id) => !triedIds.has(id)));
  });

  it("keeps each log in its record's tenant", async () => {
    await createTenant(cast.db, TENANT, '租户九');
    await addUserToTenant(cast.db, cast.admin.id, TENANT);
    const inTenant = { token: cast.admin.token, headers: { 'tenant-id': String(TENANT) } };
    const added = await cast.api.post<Row>(
      '/nanli/enterprise/add',
      { ...enterpriseBody({ enterpriseName: '租户九机械有限公司' }), enterpriseStaffList: [staffRow()] },
      inTenant,
    );
    expect(added.body.success, added.body.message).toBe(true);
    const { got } = await push();
    expect(got.map((m) => m.data.enterpriseName)).toEqual(['租户九机械有限公司']);
    const listed = async (options: { token: string; headers: Record<string, string> }) =>
      (
        await cast.api.get<{ records: Row[] }>('/nanli/pushLog/list', {
          ...options,
          query: { bizId: String(got[0]!.bizId) },
        })
      ).body.result.records;
    expect(await listed(inTenant)).toHaveLength(1);
    expect(await listed({ token: cast.admin.token, headers: {} })).toEqual([]);
  });

  it('finds the changed rows of every pushed entity through its version index', async () => {
    const { engine, dialect } = cast.app.app.services;
    const pushed = engine.registry.entities.filter((entity) => entity.definition.dataPush);
    expect(pushed.map((entity) => entity.name)).toContain('hiddenDanger');
    for (const entity of pushed) {
      const index = rowVersionIndexName(entity.table);
      const query = changedRowsQuery(
        engineDb(cast.db),
        entity,
        '2026-11-01 00:00:00',
        PUSH_LIMITS.recordsPerRun,
      );
      const compiled = query.compile();
      const table = `"${entity.table}"`;
      expect(compiled.sql).toContain(`from ${table} where`);
      // The planners pick by the rows' statistics, which a table of a few rows does not have; told to
      // take the index (SQLite: indexed by, which fails when the index cannot serve the query;
      // PostgreSQL: scans and sorts priced out), they show that the query uses its very expression.
      const plan = await cast.db.transaction().execute(async (trx) => {
        let text = `explain query plan ${compiled.sql.replace(`from ${table}`, `from ${table} indexed by "${index}"`)}`;
        if (dialect === 'postgres') {
          await sql`set local enable_seqscan = off`.execute(trx);
          await sql`set local enable_sort = off`.execute(trx);
          text = `explain ${compiled.sql}`;
        }
        const rows = await trx.executeQuery(CompiledQuery.raw(text, [...compiled.parameters]));
        return JSON.stringify(rows.rows);
      });
      expect(plan, entity.name).toContain(index);
    }
  });

  it('signs each message with the secret the parameter names, and fails a run whose secret is not set', async () => {
    const name = 'ANZE_TEST_PUSH_SECRET';
    const secret = 'a shared secret of the receiver';
    const signedRun = async () => {
      await useParameter(JSON.stringify({ url: receiverUrl, target: '2', secretEnv: name }));
      await edit(cast.mine.id, { contactName: `签名${Date.now() % 1000}` });
      const before = signed.length;
      return { ...(await push()), requests: signed.slice(before) };
    };
    delete process.env[name];
    const unset = await signedRun();
    expect(unset.run).toMatchObject({
      status: 'failure',
      message: PUSH_TEXTS.secretMissing(name, PUSH_LIMITS.minSecretLength),
    });
    expect(unset.got).toEqual([]);
    process.env[name] = secret;
    try {
      const { got, requests } = await signedRun();
      expect(got.map((m) => m.bizId)).toContain(cast.mine.id);
      for (const { body, timestamp, signature } of requests) {
        // What a receiver does: the HMAC of the time and the exact body, and a recent time.
        const expected = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
        expect(signature).toBe(`${PUSH_SIGNATURE.scheme}${expected}`);
        expect(Math.abs(Date.now() - Number(timestamp))).toBeLessThan(60_000);
      }
    } finally {
      delete process.env[name];
    }
    // Without secretEnv the messages go unsigned.
    await live();
    await edit(cast.mine.id, { contactName: `不签名${Date.now() % 1000}` });
    const before = signed.length;
    await push();
    expect(signed.slice(before).map((request) => request.signature)).toEqual([undefined]);
  });

  it('fails a run whose parameter it cannot follow, with the reason', async () => {
    for (const [parameter, reason] of [
      ['https://example.com/push', PUSH_TEXTS.badParameter],
      [JSON.stringify({ url: 'ftp://example.com/push' }), PUSH_TEXTS.badUrl],
      [JSON.stringify({ url: receiverUrl, target: '7' }), PUSH_TEXTS.badTarget('7')],
      [JSON.stringify({ url: receiverUrl, limit: 0 }), PUSH_TEXTS.badLimit(5000)],
      [JSON.stringify({ url: receiverUrl, secretEnv: 'push secret' }), PUSH_TEXTS.badSecretEnv],
    ]) {
      await useParameter(parameter!);
      const { run, got } = await push();
      expect(run).toMatchObject({ status: 'failure', message: reason });
      expect(got).toEqual([]);
    }
  });
});
