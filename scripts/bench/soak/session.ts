// One signed-in session of a soak: until the deadline, a weighted choice of what people do in the
// back office — lists with filters and pages, a record's details, a hazard registered (its photo
// uploaded) and edited, the hazard moved along its declared workflow (issue, start rectifying),
// a small export of a page's rows — each followed by a think time.
import { formatDate, formatDateTime } from '../../../src/shared/date-format';
import type { PageResult } from '../../../src/shared/api-types';
import type { SoakClient } from './client';
import type { SoakFixtures } from './setup';

type Row = Record<string, unknown>;

const ENTERPRISE = '/nanli/enterprise';
const HAZARD = '/nanli/hiddenDanger';
const TASK = '/nanli/task';
const PAGE_SIZE = '10';
/** The smallest PNG the upload checks accept (signature and header). */
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');

const RECTIFY_DAYS = 7;

/** Relative weights of the actions. */
const MIX: [Action, number][] = [
  ['listEnterprises', 15],
  ['listHazards', 15],
  ['listTasks', 10],
  ['detail', 20],
  ['save', 12],
  ['transition', 12],
  ['export', 6],
];
type Action = 'listEnterprises' | 'listHazards' | 'listTasks' | 'detail' | 'save' | 'transition' | 'export';
const TOTAL_WEIGHT = MIX.reduce((sum, [, weight]) => sum + weight, 0);

export interface SessionOptions {
  client: SoakClient;
  token: string;
  fixtures: SoakFixtures;
  /** performance.now() at which the session stops. */
  until: number;
  /** Mean think time; each pause is uniform between half and one and a half of it. */
  thinkMs: number;
  /** Lets a stopping soak end its sessions' pauses at once. */
  signal: AbortSignal;
}

export async function runSession(options: SessionOptions): Promise<void> {
  const { client, token, fixtures } = options;
  const get = <T>(kind: string, path: string, query: Record<string, string> = {}) =>
    client.json<T>(kind, 'GET', path, { token, query });
  const post = <T>(kind: string, path: string, body: unknown, method = 'POST') =>
    client.json<T>(kind, method, path, { token, body });
  /** Rows of the latest list, for details and exports. */
  let seen: { path: string; ids: string[] } = { path: ENTERPRISE, ids: [] };
  /** Hazards this session registered that can still move. */
  const registered: string[] = [];
  const issued: string[] = [];

  const list = async (kind: string, path: string, filters: Record<string, string>[]) => {
    const filter = pick(filters);
    const page = await get<PageResult<Row>>(kind, `${path}/list`, {
      pageNo: String(1 + Math.floor(Math.random() * 3)),
      pageSize: PAGE_SIZE,
      ...filter,
    });
    const ids = page?.records.map((r) => String(r.id)) ?? [];
    if (ids.length > 0) seen = { path, ids };
  };

  const register = async () => {
    const form = new FormData();
    form.append('biz', 'hazard');
    form.append('file', new Blob([new Uint8Array(PNG)]), '现场.png');
    const uploaded = await client.envelope('upload', 'POST', '/sys/common/upload', { token, form });
    if (uploaded === null) return;
    // The upload answers the stored path as its message (the contract's), not as its result.
    const body = hazardBody(pick(fixtures.enterprises), fixtures.riskTypeId, uploaded.message);
    const added = await post<Row>('save.add', `${HAZARD}/add`, body);
    if (!added) return;
    const id = String(added.id);
    const edited = await post('save.edit', `${HAZARD}/edit`, { ...body, id, location: '三号车间' }, 'PUT');
    if (edited !== null) registered.push(id);
  };

  const actions: Record<Action, () => Promise<void>> = {
    listEnterprises: () =>
      list('list.enterprise', ENTERPRISE, [{}, { enterpriseName: '*企业*' }, { districtCode: '450102' }]),
    listHazards: () => list('list.hazard', HAZARD, [{}, { status: '20' }, { hazardLevel: '1' }]),
    listTasks: () => list('list.task', TASK, [{}, { status: '6' }, { column: 'createTime', order: 'asc' }]),
    detail: async () => {
      if (seen.ids.length === 0) return list('list.enterprise', ENTERPRISE, [{}]);
      await get(`detail.${seen.path.split('/').at(-1)}`, `${seen.path}/queryById`, { id: pick(seen.ids) });
    },
    save: register,
    transition: async () => {
      const next = issued.shift();
      if (next) {
        await post('transition.startRectify', `${HAZARD}/operation/startRectify`, { ids: [next] });
        return;
      }
      const id = registered.shift();
      if (!id) return register();
      if (await post('transition.issue', `${HAZARD}/operation/issue`, { ids: [id] })) issued.push(id);
    },
    export: async () => {
      if (seen.ids.length === 0) return list('list.enterprise', ENTERPRISE, [{}]);
      const kind = `export.${seen.path.split('/').at(-1)}`;
      await client.download(kind, `${seen.path}/exportXls`, {
        token,
        query: { selections: seen.ids.join(',') },
      });
    },
  };

  while (performance.now() < options.until && !options.signal.aborted) {
    await actions[chooseAction()]();
    await think(options.thinkMs * (0.5 + Math.random()), options.signal);
  }
}

function chooseAction(): Action {
  let roll = Math.random() * TOTAL_WEIGHT;
  for (const [action, weight] of MIX) if ((roll -= weight) < 0) return action;
  return MIX[0]![0];
}

/** A general hazard as an engineer registers it, discovered now, to be rectified within a week. */
function hazardBody(
  enterprise: { id: string; districtCode: string },
  riskTypeId: string,
  photo: string,
): Row {
  return {
    enterpriseId: enterprise.id,
    districtCode: enterprise.districtCode,
    source: '1',
    discoverTime: formatDateTime(),
    location: '二号车间',
    riskTypeId,
    description: '配电箱门未关闭，线路裸露',
    hazardLevel: '1',
    rectifySuggestion: '关闭配电箱门并加锁，整理线路',
    rectifyType: '2',
    rectifyDeadline: formatDate(Date.now() + RECTIFY_DAYS * 86_400_000),
    hazardPhotos: photo,
  };
}

const pick = <T>(items: T[]): T => items[Math.floor(Math.random() * items.length)]!;

function think(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });
}
