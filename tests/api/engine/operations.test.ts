// Declared operations as users meet them: a life cycle moved only by its transitions, each allowed
// from its states and by its permission code, step fields and opinions checked, guards and effects
// run in the step's transaction, concurrent steps answered 该记录状态已变更，请刷新后重试, batches
// answered row by row, a flow log per step; values derived from other records; referenced records
// kept from deletion.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FlowLogEntry, OperationResult } from '../../../src/shared/engine-operations';
import type { PageResult } from '../../../src/shared/api-types';
import { spanBounds } from '../../../src/shared/calendar-spans';
import { add, createRoleWithCodes, del, startEngineServer, userWith } from './support';
import type { EngineServer } from './support';

type Row = Record<string, unknown>;
const TICKET = '/test/ticket';
const QUEUE = '/test/ticketQueue';
const CODES = ['list', 'add', 'edit', 'delete', 'submit', 'resolve', 'approve', 'reject', 'cancel', 'note'];

let server: EngineServer;
let worker: { token: string; id: string };
let reviewer: { token: string; id: string };
let queue: Row;

beforeAll(async () => {
  server = await startEngineServer();
  await createRoleWithCodes(server.db, 'ticketAll', [
    ...CODES.map((c) => `test:ticket:${c}`),
    'test:ticketQueue:list',
    'test:ticketQueue:delete',
  ]);
  worker = await userWith(server, ['ticketAll']);
  reviewer = await userWith(server, ['ticketAll']);
  queue = await add(server, QUEUE, { name: '一线队列' });
});
afterAll(() => server.close());

const newTicket = (fields: Row = {}) =>
  add(server, TICKET, { title: '空调不制冷', queueId: queue.id, ...fields });
const operate = (name: string, body: Row, token = worker.token) =>
  server.api.post<OperationResult>(`${TICKET}/operation/${name}`, body, { token });
const read = async (id: unknown) =>
  (await server.api.get<Row>(`${TICKET}/queryById`, { token: server.admin, query: { id: String(id) } })).body
    .result;
const flowLog = async (id: unknown, token = server.admin) =>
  (await server.api.get<FlowLogEntry[]>(`${TICKET}/flowLog`, { token, query: { id: String(id) } })).body;

describe('life cycle', () => {
  it('starts every record in the initial state, whatever add or edit send', async () => {
    const ticket = await newTicket({ state: '40' });
    expect(ticket.state).toBe('10');
    const edited = await server.api.put<Row>(
      TICKET + '/edit',
      { id: ticket.id, title: '改', state: '40' },
      {
        token: server.admin,
      },
    );
    expect(edited.body.success).toBe(true);
    expect((await read(ticket.id)).state).toBe('10');
  });

  it('moves by transitions from their states, writing step and set values and a flow-log row', async () => {
    const ticket = await newTicket();
    expect((await operate('submit', { ids: [ticket.id] })).body).toMatchObject({
      success: true,
      message: '提交成功',
    });
    const resolved = await operate('resolve', {
      ids: [ticket.id],
      values: { resolution: '更换压缩机', points: 5, remark: '不是步骤字段' },
      opinion: '已处理',
    });
    expect(resolved.body.success).toBe(true);
    const after = await read(ticket.id);
    expect(after).toMatchObject({ state: '30', resolution: '更换压缩机', points: 5, resolverId: worker.id });
    expect(after.remark).toBeNull();
    expect(String(after.resolvedAt)).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const log = await flowLog(ticket.id);
    expect(log.result.map((e) => [e.operation, e.fromState_dictText, e.toState_dictText, e.opinion])).toEqual(
      [
        ['submit', '草稿', '处理中', null],
        ['resolve', '处理中', '待审核', '已处理'],
      ],
    );
    expect(log.result[1]).toMatchObject({ operationLabel: '处理', operator: expect.any(String) });
  });

  it('takes a step after the dictionary cache was dropped (SQLite: the reload cannot wait for the step)', async () => {
    const ticket = await newTicket();
    const refreshed = await server.api.get('/sys/dict/refleshCache', { token: server.admin });
    expect(refreshed.body.success).toBe(true);
    // Before the fix the step read the dictionaries inside its own transaction, which on SQLite's one
    // connection waited for itself: the request, and every one after it, never answered.
    const answer = await Promise.race([
      operate('submit', { ids: [ticket.id] }).then((reply) => reply.body.message),
      new Promise<string>((resolve) => setTimeout(() => resolve('no answer within 5 s'), 5_000)),
    ]);
    expect(answer).toBe('提交成功');
    expect((await read(ticket.id)).state).toBe('20');
    await server.api.get('/sys/dict/refleshCache', { token: server.admin });
    const saved = await Promise.race([
      newTicket().then(() => 'saved'),
      new Promise<string>((resolve) => setTimeout(() => resolve('no answer within 5 s'), 5_000)),
    ]);
    expect(saved).toBe('saved');
  });

  it('refuses a step from another state, a missing step field or opinion, and writes nothing', async () => {
    const ticket = await newTicket();
    expect((await operate('resolve', { ids: [ticket.id], values: { resolution: 'x' } })).body).toMatchObject({
      success: false,
      message: '当前状态“草稿”不能处理',
    });
    await operate('submit', { ids: [ticket.id] });
    expect((await operate('resolve', { ids: [ticket.id], values: {} })).body).toMatchObject({
      success: false,
      message: expect.stringMatching(/^处理结果：/),
    });
    expect(
      (await operate('resolve', { ids: [ticket.id], values: { resolution: 'x', points: 500 } })).body.success,
    ).toBe(false);
    await operate('resolve', { ids: [ticket.id], values: { resolution: '好了' } });
    expect((await operate('approve', { ids: [ticket.id] }, reviewer.token)).body).toMatchObject({
      success: false,
      message: '请填写意见',
    });
    expect((await read(ticket.id)).state).toBe('30');
    expect((await flowLog(ticket.id)).result).toHaveLength(2);
  });

  it('runs guards and effects in the step transaction', async () => {
    const ticket = await newTicket();
    await operate('submit', { ids: [ticket.id] });
    await operate('resolve', { ids: [ticket.id], values: { resolution: '好了' } });
    expect((await operate('approve', { ids: [ticket.id], opinion: '同意' })).body).toMatchObject({
      success: false,
      message: '审核人不能是处理人',
    });
    // An effect that fails undoes the whole step.
    expect(
      (await operate('approve', { ids: [ticket.id], opinion: 'boom' }, reviewer.token)).body,
    ).toMatchObject({
      success: false,
      message: '审核登记失败',
    });
    expect((await read(ticket.id)).state).toBe('30');
    expect((await flowLog(ticket.id)).result).toHaveLength(2);
    expect(
      (await operate('approve', { ids: [ticket.id], opinion: '同意' }, reviewer.token)).body.success,
    ).toBe(true);
    expect(await read(ticket.id)).toMatchObject({ state: '40', remark: '已审核：同意' });
  });

  it('takes a plain action without moving the state', async () => {
    const ticket = await newTicket();
    expect((await operate('note', { ids: [ticket.id], values: { remark: '客户来电' } })).body.success).toBe(
      true,
    );
    expect(await read(ticket.id)).toMatchObject({ state: '10', remark: '客户来电' });
    expect((await flowLog(ticket.id)).result.map((e) => [e.operation, e.fromState, e.toState])).toEqual([
      ['note', '10', '10'],
    ]);
  });

  it('answers a batch row by row', async () => {
    const a = await newTicket();
    const b = await newTicket();
    await operate('submit', { ids: [b.id] });
    const reply = await operate('submit', { ids: [a.id, b.id, 'no-such-id'] });
    expect(reply.body).toMatchObject({ success: true, message: '提交成功 1 条，失败 2 条' });
    expect(reply.body.result.rows).toEqual([
      { id: a.id, success: true, message: '提交成功' },
      { id: b.id, success: false, message: '当前状态“处理中”不能提交' },
      { id: 'no-such-id', success: false, message: '未找到对应实体' },
    ]);
  });

  it('lets one of two concurrent steps through and tells the other the state changed', async () => {
    const ticket = await newTicket();
    await operate('submit', { ids: [ticket.id] });
    const replies = await Promise.all([
      operate('cancel', { ids: [ticket.id] }),
      operate('resolve', { ids: [ticket.id], values: { resolution: '同时' } }, reviewer.token),
    ]);
    const outcomes = replies.map((r) => r.body.success).sort();
    expect(outcomes).toEqual([false, true]);
    const loser = replies.find((r) => !r.body.success)!;
    expect([
      '该记录状态已变更，请刷新后重试',
      '当前状态“已取消”不能处理',
      '当前状态“待审核”不能取消',
    ]).toContain(loser.body.message);
    expect((await flowLog(ticket.id)).result).toHaveLength(2);
  });

  it('needs the operation code, and the record within the user scope', async () => {
    await createRoleWithCodes(server.db, 'ticketReader', ['test:ticket:list']);
    const reader = await userWith(server, ['ticketReader']);
    const ticket = await newTicket();
    expect((await operate('submit', { ids: [ticket.id] }, reader.token)).body).toMatchObject({ code: 510 });
    expect((await flowLog(ticket.id, reader.token)).success).toBe(true);
    expect((await flowLog('nope', reader.token)).message).toBe('未找到对应实体');
  });
});

describe('derived values', () => {
  it('count and sum the records of another entity as they are now', async () => {
    const own = await add(server, QUEUE, { name: '二线队列' });
    const ids = [];
    for (const points of [3, 4, 5]) ids.push((await newTicket({ queueId: own.id, points })).id);
    await operate('cancel', { ids: [ids[0]] });
    const page = await server.api.get<PageResult<Row>>(`${QUEUE}/list`, {
      token: worker.token,
      query: { pageSize: '50' },
    });
    const row = page.body.result.records.find((r) => r.id === own.id)!;
    expect(row).toMatchObject({ openCount: 2, doneCount: 0, pointTotal: 12 });
    await del(server.api, `${TICKET}/delete`, server.admin, { id: String(ids[1]) });
    const one = await server.api.get<Row>(`${QUEUE}/queryById`, {
      token: worker.token,
      query: { id: String(own.id) },
    });
    expect(one.body.result).toMatchObject({ openCount: 1, pointTotal: 8 });
  });
  it('count only the records dated in the current span of the calendar', async () => {
    const own = await add(server, QUEUE, { name: '到期队列' });
    const { from, until } = spanBounds('month');
    const dayBefore = (date: string) =>
      new Date(Date.parse(`${date}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    for (const expireOn of [dayBefore(from), from, dayBefore(until), until])
      await newTicket({ queueId: own.id, expireOn });
    await newTicket({ queueId: own.id });
    const one = await server.api.get<Row>(`${QUEUE}/queryById`, {
      token: worker.token,
      query: { id: String(own.id) },
    });
    expect(one.body.result).toMatchObject({ expiringThisMonth: 2, openCount: 5 });
  });
});

describe('references', () => {
  it('keep a referenced record from deletion, naming where', async () => {
    const used = await add(server, QUEUE, { name: '被引用队列' });
    await newTicket({ queueId: used.id });
    const reply = await del(server.api, `${QUEUE}/delete`, worker.token, { id: String(used.id) });
    expect(reply.body).toMatchObject({
      success: false,
      message: '该记录已被引用，无法删除（被“工单”的“队列”引用）',
    });
    const free = await add(server, QUEUE, { name: '空队列' });
    expect(
      (await del(server.api, `${QUEUE}/delete`, worker.token, { id: String(free.id) })).body.success,
    ).toBe(true);
  });
});
