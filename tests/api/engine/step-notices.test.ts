// Messages an operation's effect sends (context.notify) as their recipients meet them: nothing while
// the step is undone, one system message per recipient once it has committed — in the bell, in 我的消息
// and through the notification socket — and a delivery that fails never undoes the step.
// ticket.json's 审核通过 runs the effect 'countApproval', replaced here by one that tells the ticket's
// assignee (by login name and by id: one message) and fails on the opinion 'boom' after notifying.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bellOf, messagesOf } from '../helpers/notices';
import { AppError } from '../../../src/server/errors';
import { openSocket, opened } from '../helpers/sockets';
import { add, createRoleWithCodes, startEngineServer, userWith } from './support';
import type { EngineServer } from './support';

type Row = Record<string, unknown>;
const TICKET = '/test/ticket';

let server: EngineServer;
let worker: { token: string; id: string; username: string };
let reviewer: { token: string; id: string; username: string };

beforeAll(async () => {
  server = await startEngineServer({
    hooks: {
      effects: {
        countApproval: async ({ after, opinion, notify }) => {
          const assignee = String(after.assignee);
          notify(
            { usernames: [assignee, '查无此人'], userIds: [String(after.resolverId)] },
            `工单 ${String(after.title)} 已审核`,
            `审核意见：${opinion} <请查收>`,
          );
          if (opinion === 'boom') throw new AppError(500, '审核登记失败');
        },
      },
    },
  });
  await createRoleWithCodes(
    server.db,
    'ticketFlow',
    ['list', 'add', 'submit', 'resolve', 'approve'].map((code) => `test:ticket:${code}`),
  );
  worker = await userWith(server, ['ticketFlow']);
  reviewer = await userWith(server, ['ticketFlow']);
});
afterAll(() => server.close());

const operate = (name: string, id: unknown, token: string, extra: Row = {}) =>
  server.api.post(`${TICKET}/operation/${name}`, { ids: [id], ...extra }, { token });
const bell = (token: string) => bellOf(server.api, token);
const mine = (token: string) => messagesOf(server.api, token);

/** A ticket the worker resolved, assigned to the worker, waiting for the reviewer's approval. */
async function resolvedTicket(title: string): Promise<Row> {
  const ticket = await add(server, TICKET, { title, assignee: worker.username });
  await operate('submit', ticket.id, worker.token);
  await operate('resolve', ticket.id, worker.token, { values: { resolution: '更换压缩机' } });
  return ticket;
}

describe('messages of an operation step', () => {
  it('sends nothing when the step is undone, and one message per recipient once it commits', async () => {
    const ticket = await resolvedTicket('空调不制冷');
    const socket = opened(await openSocket(server, `/websocket/${worker.id}`, worker.token));
    const failed = await operate('approve', ticket.id, reviewer.token, { opinion: 'boom' });
    expect(failed.body).toMatchObject({ success: false, message: '审核登记失败' });
    expect((await mine(worker.token)).total).toBe(0);
    // No wait here: the socket's first message, read below, must be the committed step's.

    const approved = await operate('approve', ticket.id, reviewer.token, { opinion: '同意' });
    expect(approved.body.success).toBe(true);
    // Named twice (login name and id): one message; an unknown name is left out.
    const { sysMsgList, sysMsgTotal } = await bell(worker.token);
    expect(sysMsgTotal).toBe(1);
    expect(sysMsgList[0]).toMatchObject({
      titile: '工单 空调不制冷 已审核',
      msgContent: '<p>审核意见：同意 &lt;请查收&gt;</p>',
      msgCategory: '2',
      sender: '系统',
      busType: 'ticket',
      busId: ticket.id,
      openType: 'url',
      openPage: '/test/ticket',
    });
    const messages = await mine(worker.token);
    expect(messages.records).toEqual([expect.objectContaining({ readFlag: '0', busId: ticket.id })]);
    expect(await socket.next()).toEqual({
      cmd: 'user',
      msgId: messages.records[0]!.anntId,
      msgTxt: '工单 空调不制冷 已审核',
    });
    socket.close();
    expect((await bell(reviewer.token)).sysMsgTotal).toBe(0);
  });

  it('keeps the step when the delivery fails, and logs the failure', async () => {
    const ticket = await resolvedTicket('打印机卡纸');
    const logged: string[] = [];
    server.app.services.engine.deps.notices.connect(() => Promise.reject(new Error('消息表不可用')), {
      error: (_details, message) => logged.push(message),
    });
    const approved = await operate('approve', ticket.id, reviewer.token, { opinion: '同意' });
    expect(approved.body).toMatchObject({ success: true, message: '审核通过成功' });
    const read = await server.api.get<Row>(`${TICKET}/queryById`, {
      token: server.admin,
      query: { id: String(ticket.id) },
    });
    expect(read.body.result.state).toBe('40');
    expect(logged).toEqual(['operation notices not sent']);
  });
});
