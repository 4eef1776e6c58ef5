// Server-shaped data for client tests (contract §5.2, §6.1). No DOM here: the API suite imports it
// to hold it against the real server's answers (tests/api/compatibility/client-mocks.test.ts).
import type { AuthItem, MenuItem, UserInfo } from '../../shared/api-types';

export function userInfo(overrides: Partial<UserInfo> = {}): UserInfo {
  return {
    id: 'u1',
    username: 'admin',
    realname: '管理员',
    avatar: null,
    birthday: null,
    sex: 1,
    email: null,
    phone: null,
    orgCode: 'A01',
    orgCodeTxt: '南宁市应急管理局',
    status: 1,
    delFlag: 0,
    workNo: null,
    post: null,
    telephone: null,
    createBy: null,
    createTime: null,
    updateBy: null,
    updateTime: null,
    userIdentity: null,
    departIds: null,
    relTenantIds: null,
    clientId: null,
    ...overrides,
  };
}

type ItemInput = Partial<MenuItem> & { path: string; title: string };

export function menuItem({ title, ...rest }: ItemInput): MenuItem {
  const { meta, ...fields } = rest;
  return {
    id: rest.path,
    name: rest.path.replace(/^\//, '').replace(/\//g, '-'),
    component: '',
    route: '1',
    ...fields,
    meta: { title, keepAlive: false, internalOrExternal: false, ...meta },
  };
}

/** A menu like the seeded one: layouts, a route '0' entry, hidden items, tags, an external screen. */
export function sampleMenu(): MenuItem[] {
  return [
    menuItem({
      path: '/dashboard/analysis',
      title: '首页',
      component: 'dashboard/Analysis',
      meta: { title: '首页', icon: 'home', keepAlive: false, internalOrExternal: false },
    }),
    menuItem({
      path: '/nanlicustom',
      title: '服务清单管理',
      component: 'layouts/RouteView',
      meta: {
        title: '服务清单管理',
        icon: 'profile',
        keepAlive: false,
        internalOrExternal: false,
        permission: ['nanlicustom'],
      },
      children: [
        menuItem({
          path: '/nanlicustom/nanlicustomlist',
          title: '企业用户管理',
          component: 'nanlicustom/NanliCustomList',
        }),
        menuItem({ path: '/demo/yhMap', title: '预约地图', component: 'demo/YhMap' }),
      ],
    }),
    menuItem({
      path: '/nanlitask',
      title: '任务管理',
      component: 'layouts/RouteView',
      children: [
        menuItem({
          path: '/nanlitask/nanlitasklist',
          title: '任务派发',
          // A page that needs no answers of its own: these tests are about the frame around it.
          component: 'layouts/IframePageView',
        }),
        menuItem({
          path: '/nanlitask/nanlitasklist?taskType=1',
          title: '排查任务',
          component: 'entity/task',
          route: '0',
        }),
      ],
    }),
    menuItem({
      path: '/dataanalysis',
      title: '数据分析',
      component: 'layouts/RouteView',
      children: [
        menuItem({
          path: '/dataanalysis/InsuredScreen',
          title: '参保企业大屏',
          component: 'dataanalysis/InsuredScreen',
          meta: { title: '参保企业大屏', keepAlive: false, internalOrExternal: true },
        }),
        menuItem({ path: '/dataanalysis/BigScreen', title: '综合大屏', component: 'dataanalysis/BigScreen' }),
      ],
    }),
    menuItem({
      path: '/account',
      title: '个人页',
      component: 'layouts/RouteView',
      hidden: true,
      children: [menuItem({ path: '/account/center', title: '个人中心', component: 'account/Center' })],
    }),
    menuItem({
      path: '/monitor',
      title: '系统监控',
      component: 'layouts/RouteView',
      children: [
        menuItem({ path: '/monitor/disk', title: '磁盘监控', component: 'monitor/DiskInfo', hidden: true }),
      ],
    }),
    menuItem({
      path: '/reportmanage',
      title: '报告管理',
      component: 'reportmanage/NanliReportList',
      alwaysShow: true,
      children: [
        menuItem({
          path: '/reportmanage/generatereport',
          title: '生成报告',
          component: 'reportmanage/GenerateReport',
        }),
      ],
    }),
  ];
}

export const NANLICUSTOM_AUTH: AuthItem[] = [
  { action: 'nanlicustom,user:add', type: '1', describe: '服务清单' },
];
