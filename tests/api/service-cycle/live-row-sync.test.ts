// Live row sync of an edited grid (spec §4) between the cast's users: a staff row's change reaches the
// pages of users who may read that row and no one else's; it is relayed only from a user who may edit
// the enterprise and read the row, its personal data masked to those who read it masked; other frames
// stay among the sender's own pages; a page names its tenant, checked like a request's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSocket, opened } from '../helpers/sockets';
import type { TestSocket } from '../helpers/sockets';
import { startCast } from './support';
import type { Cast, Person, Row } from './support';

let cast: Cast;
const sockets: TestSocket[] = [];
let mineStaffId: string;
let theirStaffId: string;

const staffOf = async (enterprise: Row) =>
  (
    await cast.api.get<Row[]>('/nanli/enterprise/queryEnterpriseStaffByMainId', {
      token: cast.admin.token,
      query: { id: String(enterprise.id) },
    })
  ).body.result;

beforeAll(async () => {
  cast = await startCast();
  mineStaffId = String((await staffOf(cast.mine))[0]!.id);
  theirStaffId = String((await staffOf(cast.theirs))[0]!.id);
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await cast.close();
});

async function pageOf(person: Person, pageId: string, query = ''): Promise<TestSocket> {
  const socket = opened(
    await openSocket(cast.app, `/vxeSocket/${person.id}/${pageId}${query}`, person.token),
  );
  sockets.push(socket);
  return socket;
}

const rowUpdate = (id: string, pageId: string, name = '改名') => ({
  type: 'update_vxe_table',
  data: { socketKey: 'enterprise/enterpriseStaff', args: [{ id, name }, pageId] },
});
const common = (from: string) => ({ type: 'common_send_date', data: { from } });

describe('live row sync among the cast', () => {
  it("sends a staff row's change to the pages of users who may read it, not to others", async () => {
    const owner = await pageOf(cast.owner, 'ownerPage');
    const admin = await pageOf(cast.admin, 'adminPage');
    const engineer = await pageOf(cast.engineer, 'engineerPage');
    const [strangerOne, strangerTwo] = [
      await pageOf(cast.otherEngineer, 'strangerOne'),
      await pageOf(cast.otherEngineer, 'strangerTwo'),
    ];
    const update = rowUpdate(mineStaffId, 'ownerPage');
    owner.socket.send(JSON.stringify(update));
    expect(await admin.next()).toEqual(update);
    expect(await engineer.next()).toEqual(update);
    // Barrier: frames are delivered in the order they were relayed, and the update has been; had it
    // gone to the engineer of other enterprises, it would come before their own page's frame.
    strangerTwo.socket.send(JSON.stringify(common('strangerTwo')));
    expect(await strangerOne.next()).toEqual(common('strangerTwo'));
    // Nor is it echoed to its own page: the next frame there is the owner's heartbeat answer.
    owner.socket.send(JSON.stringify({ type: 'heart_beat', data: '' }));
    expect(await owner.next()).toEqual({ type: 'heart_beat', data: '-' });
  });

  it("masks the row's personal data for the pages of users who read it masked", async () => {
    const owner = await pageOf(cast.owner, 'ownerPersonal');
    const admin = await pageOf(cast.admin, 'adminPersonal');
    const engineer = await pageOf(cast.engineer, 'engineerPersonal');
    const row = { id: mineStaffId, name: '改名', mobile: '13911112222' };
    const update = {
      type: 'update_vxe_table',
      data: { socketKey: 'enterprise/enterpriseStaff', args: [row, 'ownerPersonal'] },
    };
    owner.socket.send(JSON.stringify(update));
    // The administrator edits the enterprise (and so its staff): the row as the owner's grid holds it.
    expect(await admin.next()).toEqual(update);
    // The engineer reads the staff's phones masked, as the sub-table query answers them.
    expect(await engineer.next()).toEqual({
      ...update,
      data: { ...update.data, args: [{ ...row, mobile: '139****2222' }, 'ownerPersonal'] },
    });
  });

  it('drops a change of a row the sender may not read, and frames other than updates stay with the sender', async () => {
    const owner = await pageOf(cast.owner, 'ownerTwo');
    const ownerAgain = await pageOf(cast.owner, 'ownerThree');
    const admin = await pageOf(cast.admin, 'adminTwo');
    // The owner may edit enterprises, but another enterprise's staff row is not theirs to push.
    owner.socket.send(JSON.stringify(rowUpdate(theirStaffId, 'ownerTwo', '伪造')));
    owner.socket.send(JSON.stringify(common('owner')));
    expect(await ownerAgain.next()).toEqual(common('owner'));
    // Barrier for the administrator, who may read both rows: the first frame they get is the real one.
    const real = rowUpdate(mineStaffId, 'ownerTwo', '真名');
    owner.socket.send(JSON.stringify(real));
    expect(await admin.next()).toEqual(real);
    expect(await ownerAgain.next()).toEqual(real);
  });

  it('refuses a page named for a tenant the user does not belong to', async () => {
    const none = await pageOf(cast.owner, 'noTenant', '?tenantId=0');
    none.socket.send(JSON.stringify({ type: 'heart_beat', data: '' }));
    expect(await none.next()).toEqual({ type: 'heart_beat', data: '-' });
    const refused = await openSocket(
      cast.app,
      `/vxeSocket/${cast.owner.id}/tenantPage?tenantId=424242`,
      cast.owner.token,
    );
    expect(refused).toEqual({ refused: 401 });
    const garbled = `/vxeSocket/${cast.owner.id}/garbled?tenantId=1e3`;
    expect(await openSocket(cast.app, garbled, cast.owner.token)).toEqual({ refused: 401 });
  });
});
