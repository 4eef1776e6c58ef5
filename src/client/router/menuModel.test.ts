import { describe, expect, it } from 'vitest';
import { NANLICUSTOM_AUTH, menuItem, sampleMenu } from '../test/fixtures';
import { buildMenu, buildRoutes, findMenuTrail, heldTags, menuLeaves } from './menuModel';
import type { MenuEntry, RouteEntry } from './menuModel';

const titles = (entries: MenuEntry[]): unknown[] =>
  entries.map((entry) => (entry.children ? { [entry.title]: titles(entry.children) } : entry.title));

const paths = (routes: RouteEntry[]): string[] =>
  routes.flatMap((route) => [route.path, ...paths(route.children)]);

describe('heldTags', () => {
  it('collects the comma separated actions of auth', () => {
    expect([
      ...heldTags([
        { action: 'a, b', type: '1', describe: '' },
        { action: 'c', type: '2', describe: '' },
      ]),
    ]).toEqual(['a', 'b', 'c']);
  });
});

describe('buildMenu', () => {
  it('drops hidden items, parents whose children are all hidden, and routes the user lacks the tag for', () => {
    expect(titles(buildMenu(sampleMenu(), new Set()))).toEqual([
      '首页',
      { 任务管理: ['任务派发', '排查任务'] },
      { 数据分析: ['参保企业大屏', '综合大屏'] },
      '报告管理',
    ]);
  });

  it('shows a tagged route to a user holding the tag', () => {
    const menu = buildMenu(sampleMenu(), heldTags(NANLICUSTOM_AUTH));
    expect(titles(menu)[1]).toEqual({ 服务清单管理: ['企业用户管理', '预约地图'] });
  });

  it('keeps the query of route 0 entries and marks external ones with their window URL', () => {
    const leaves = menuLeaves(buildMenu(sampleMenu(), new Set()));
    const investigation = leaves.find(({ entry }) => entry.title === '排查任务')!.entry;
    expect(investigation.path).toBe('/nanlitask/nanlitasklist?taskType=1');
    expect(investigation.external).toBe(false);
    const screen = leaves.find(({ entry }) => entry.title === '参保企业大屏')!.entry;
    expect(screen).toMatchObject({ external: true, url: '/dataanalysis/InsuredScreen' });
    expect(leaves.find(({ entry }) => entry.title === '综合大屏')!.trail).toEqual(['数据分析', '综合大屏']);
  });

  it('opens meta.url when the external item has one', () => {
    const [entry] = buildMenu(
      [
        menuItem({
          path: 'abc123',
          title: '外部',
          meta: { title: '外部', url: 'https://example.com/x', keepAlive: false, internalOrExternal: true },
        }),
      ],
      new Set(),
    );
    expect(entry).toMatchObject({ external: true, url: 'https://example.com/x' });
  });
});

describe('buildRoutes', () => {
  const routes = buildRoutes(sampleMenu(), new Set());

  it('creates no route for route 0 items, external items or routes the user lacks the tag for', () => {
    const all = paths(routes);
    expect(all.filter((path) => path === '/nanlitask/nanlitasklist')).toHaveLength(1);
    expect(all).not.toContain('/dataanalysis/InsuredScreen');
    expect(all.some((path) => path.startsWith('/nanlicustom'))).toBe(false);
    expect(all).not.toContain('/demo/yhMap');
  });

  it('still routes hidden items', () => {
    expect(paths(routes)).toEqual(expect.arrayContaining(['/account', '/account/center', '/monitor/disk']));
  });

  it('nests children under their layout parent and redirects the parent to its first child', () => {
    const task = routes.find((route) => route.path === '/nanlitask')!;
    expect(task.redirect).toBe('/nanlitask/nanlitasklist');
    expect(task.children.map((route) => route.path)).toEqual(['/nanlitask/nanlitasklist']);
  });

  it('hoists a child whose path is not under the parent', () => {
    const tagged = buildRoutes(sampleMenu(), heldTags(NANLICUSTOM_AUTH));
    const parent = tagged.find((route) => route.path === '/nanlicustom')!;
    expect(parent.children.map((route) => route.path)).toEqual(['/nanlicustom/nanlicustomlist']);
    expect(tagged.map((route) => route.path)).toContain('/demo/yhMap');
  });

  it('alwaysShow items redirect to their own path and render their own component', () => {
    const report = routes.find((route) => route.path === '/reportmanage')!;
    expect(report.redirect).toBe('/reportmanage');
    expect(report.component).toBe('reportmanage/NanliReportList');
    expect(paths(routes)).toContain('/reportmanage/generatereport');
  });
});

describe('findMenuTrail', () => {
  it('prefers the entry whose path carries the same query', () => {
    const trail = findMenuTrail(sampleMenu(), '/nanlitask/nanlitasklist', '?taskType=1');
    expect(trail.map((item) => item.meta.title)).toEqual(['任务管理', '排查任务']);
  });

  it('falls back to the routed entry by path', () => {
    const trail = findMenuTrail(sampleMenu(), '/nanlitask/nanlitasklist', '?page=2');
    expect(trail.map((item) => item.meta.title)).toEqual(['任务管理', '任务派发']);
  });
});
