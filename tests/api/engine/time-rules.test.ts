// Declared time rules as users meet them (ticket.json: 'overdue' on dueTime, notifying the assignee;
// 'expiry' on expireOn in 草稿, taking the operation 'expire'): the installed job marks records whose
// deadline has passed in an applying state and clears the others, a record in a closed state is never
// overdue, a write or a transition clears the flag at once, the flag filters the list, the rule's
// operation runs as the system with a flow-log row, and each responsible user gets one message per
// evaluation — never a second one for the same records.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { PageResult } from '../../../src/shared/api-types';
import { runJobOnce } from '../helpers/job-runs';
import { bellOf, messagesOf } from '../helpers/notices';
import { formatDate } from '../../../src/shared/date-format';
import type { FlowLogEntry } from '../../../src/shared/engine-operations';
import { QUARTZ_PATHS } from '../../../src/shared/jobs/jobs-api';
import type { QuartzJob } from '../../../src/shared/jobs/jobs-api';
import { accountPrincipal } from '../helpers/principals';
import { TIME_RULE_JOB } from '../../../src/server/modules/jobs/time-rule-job';
import { openSocket, opened } from '../helpers/sockets';
import { add, createRoleWithCodes, startEngineServer, userWith } from './support';
import type { EngineServer } from './support';

type Row = Record<string, unknown>;
const TICKET = '/test/ticket';
const PAST = '2020-01-01 08:00:00';
const FUTURE = '2099-12-31 18:00:00';

let server: EngineServer;
let jobId: string;

beforeAll(async () => {
  server = await startEngineServer();
  await createRoleWithCodes(server.db, 'ticketUser', ['test:ticket:list']);
  const jobs = await server.api.get<PageResult<QuartzJob>>(QUARTZ_PATHS.list, {
    token: server.admin,
    query: { jobClassName: TIME_RULE_JOB },
  });
  jobId = jobs.body.result.records[0]!.id;
});
afterAll(() => server.close());

const newTicket = (fields: Row) => add(server, TICKET, { title: `工单${Math.random()}`, ...fields });
const read = async (id: unknown) =>
  (await server.api.get<Row>(`${TICKET}/queryById`, { token: server.admin, query: { id: String(id) } })).body
    .result;
const operate = (name: string, id: unknown) =>
  server.api.post(`${TICKET}/operation/${name}`, { ids: [id] }, { token: server.admin });
/** Runs the installed job once (as 执行一次 does) and waits for its outcome. */
const evaluate = () => runJobOnce(server.api, server.admin, jobId);

describe('the overdue flag', () => {
  it('is set on records past their deadline in an applying state and cleared on the others', async () => {
    const late = await newTicket({ dueTime: PAST, isOverdue: '1' });
    const onTime = await newTicket({ dueTime: FUTURE, isOverdue: '1' });
    const open = await newTicket({});
    const submitted = await newTicket({ dueTime: PAST });
    await operate('submit', submitted.id);
    // Nobody writes the flag: it is readonly, and '0' from the first save.
    expect(late.isOverdue).toBe('0');

    const run = await evaluate();
    expect(run).toMatchObject({ status: 'success', message: expect.stringMatching(/^标记\d+条/) });
    expect(await read(late.id)).toMatchObject({ isOverdue: '1', isOverdue_dictText: '已逾期' });
    expect(await read(submitted.id)).toMatchObject({ state: '20', isOverdue: '1' });
    expect(await read(onTime.id)).toMatchObject({ isOverdue: '0', isOverdue_dictText: '未逾期' });
    expect((await read(open.id)).isOverdue).toBe('0');

    // A deadline moved around the engine (an import, a script) is seen by the next evaluation.
    await sql`update test_ticket set due_time = ${FUTURE} where id = ${late.id}`.execute(server.raw);
    await sql`update test_ticket set due_time = ${PAST} where id = ${onTime.id}`.execute(server.raw);
    await evaluate();
    expect((await read(late.id)).isOverdue).toBe('0');
    expect((await read(onTime.id)).isOverdue).toBe('1');
  });

  it('is never set in a closed state, and goes at once when a transition closes the record', async () => {
    const cancelled = await newTicket({ dueTime: PAST });
    await operate('cancel', cancelled.id);
    const closing = await newTicket({ dueTime: PAST });
    await evaluate();
    expect(await read(cancelled.id)).toMatchObject({ state: '90', isOverdue: '0' });
    expect((await read(closing.id)).isOverdue).toBe('1');

    expect((await operate('cancel', closing.id)).body.success).toBe(true);
    expect(await read(closing.id)).toMatchObject({ state: '90', isOverdue: '0' });
  });

  it('goes at once when an edit moves the deadline into the future', async () => {
    const ticket = await newTicket({ dueTime: PAST });
    await evaluate();
    expect((await read(ticket.id)).isOverdue).toBe('1');
    const edited = await server.api.put(
      `${TICKET}/edit`,
      { id: ticket.id, title: ticket.title, dueTime: FUTURE },
      { token: server.admin },
    );
    expect(edited.body.success).toBe(true);
    expect((await read(ticket.id)).isOverdue).toBe('0');
  });

  it("starts at '0' on rows written around the engine (the column's default)", async () => {
    const id = `raw${Date.now()}`;
    await sql`insert into test_ticket (id, tenant_id, title, state, due_time) values (${id}, 0, ${'直接写入'}, '10', ${PAST})`.execute(
      server.raw,
    );
    expect((await read(id)).isOverdue).toBe('0');
    await evaluate();
    expect((await read(id)).isOverdue).toBe('1');
  });

  it("starts at '0' on imported records too, which the next evaluation marks", async () => {
    const { engine } = server.app.services;
    const access = await engine.access(await accountPrincipal(server.db), 'ticket', 'importExcel');
    const title = `导入${Date.now()}`;
    expect((await engine.importRows(access, [{ title, dueTime: PAST }])).inserted).toBe(1);
    const imported = async () =>
      (await server.api.get<PageResult<Row>>(`${TICKET}/list`, { token: server.admin, query: { title } }))
        .body.result.records[0]!;
    expect((await imported()).isOverdue).toBe('0');
    await evaluate();
    expect((await imported()).isOverdue).toBe('1');
  });

  it('filters the list like any dictionary field', async () => {
    const title = `筛选${Date.now()}`;
    const late = await newTicket({ title, dueTime: PAST });
    const onTime = await newTicket({ title, dueTime: FUTURE });
    await evaluate();
    const ids = async (isOverdue: string) =>
      (
        await server.api.get<PageResult<Row>>(`${TICKET}/list`, {
          token: server.admin,
          query: { title, isOverdue },
        })
      ).body.result.records.map((r) => r.id);
    expect(await ids('1')).toEqual([late.id]);
    expect(await ids('0')).toEqual([onTime.id]);
  });
});

describe("a rule's operation", () => {
  it('is taken as the system on records that become overdue in its states, with a flow-log row', async () => {
    const expired = await newTicket({ expireOn: '2020-01-01' });
    const today = await newTicket({ expireOn: formatDate() });
    const submitted = await newTicket({ expireOn: '2020-01-01' });
    await operate('submit', submitted.id);
    await evaluate();

    // 过期 moved it to a closed state: no longer overdue under either rule.
    expect(await read(expired.id)).toMatchObject({ state: '90', isExpired: '0', isOverdue: '0' });
    const log = await server.api.get<FlowLogEntry[]>(`${TICKET}/flowLog`, {
      token: server.admin,
      query: { id: String(expired.id) },
    });
    expect(log.body.result).toEqual([
      expect.objectContaining({
        operation: 'expire',
        fromState: '10',
        toState: '90',
        operator: 'system',
        operatorName: '系统',
      }),
    ]);
    // A date is due until its day ends; the rule applies in 草稿 only.
    expect(await read(today.id)).toMatchObject({ state: '10', isExpired: '0' });
    expect(await read(submitted.id)).toMatchObject({ state: '20', isExpired: '0' });
  });
});

describe('messages to the responsible users', () => {
  const bell = (token: string) => bellOf(server.api, token);
  const mine = (token: string) => messagesOf(server.api, token);

  it('sends each user one message per evaluation listing their records, and never again', async () => {
    const owner = await userWith(server, ['ticketUser']);
    const other = await userWith(server, ['ticketUser']);
    const first = await newTicket({
      title: '空调不制冷',
      dueTime: '2019-06-01 09:00:00',
      assignee: owner.username,
    });
    await newTicket({ title: '打印机卡纸', dueTime: PAST, assignee: owner.username });
    const alone = await newTicket({ title: '网络中断', dueTime: PAST, assignee: other.username });
    await newTicket({ title: '尚未到期', dueTime: FUTURE, assignee: owner.username });
    // An assignee whose account was deleted since gets nothing.
    const gone = await userWith(server, ['ticketUser']);
    await newTicket({ title: '无人负责', dueTime: PAST, assignee: gone.username });
    await server.db.updateTable('sysUser').set({ delFlag: 1 }).where('id', '=', gone.id).execute();
    const socket = opened(await openSocket(server, `/websocket/${other.id}`, other.token));
    await evaluate();

    const ownerBell = await bell(owner.token);
    expect(ownerBell.sysMsgTotal).toBe(1);
    expect(ownerBell.sysMsgList[0]).toMatchObject({
      titile: '工单有2条记录逾期',
      msgCategory: '2',
      msgType: 'USER',
      sender: '系统',
      busType: 'ticket',
      busId: null,
      openType: 'url',
      openPage: '/test/ticket',
    });
    const content = ownerBell.sysMsgList[0]!.msgContent;
    expect(content).toContain(`<li>工单 打印机卡纸 已逾期（截止时间：${PAST}）</li>`);
    // Oldest deadline first.
    expect(content.indexOf('空调不制冷')).toBeLessThan(content.indexOf('打印机卡纸'));
    expect(content).not.toContain('尚未到期');

    const otherMessages = await mine(other.token);
    expect(otherMessages.records).toEqual([
      expect.objectContaining({
        titile: '工单 网络中断 已逾期',
        readFlag: '0',
        busId: alone.id,
        msgContent: `<p>工单 网络中断 已逾期（截止时间：${PAST}）</p>`,
      }),
    ]);
    // The bell reloads through the notification socket, as after a publish.
    expect(await socket.next()).toEqual({
      cmd: 'user',
      msgId: otherMessages.records[0]!.anntId,
      msgTxt: '工单 网络中断 已逾期',
    });
    socket.close();
    expect(first.isOverdue).toBe('0');

    await evaluate();
    expect((await bell(owner.token)).sysMsgTotal).toBe(1);
    expect((await mine(other.token)).total).toBe(1);
  });
});
