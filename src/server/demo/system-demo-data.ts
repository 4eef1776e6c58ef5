// What the system demo writes: departments of an insurer's risk-control centre, positions, two
// category trees from the domain (GB 6441 accident categories, the 安责险 sectors with 工贸's
// branches), a few staff accounts and one account of an insured enterprise. Names are invented;
// phones use the 138-0000 test range. Some accounts are tied to the business demo: an engineer
// account is the login of one expert of a service organisation, the enterprise account is staff of
// the first demo enterprise, so signing in with them shows their own data.

export interface DemoDepart {
  name: string;
  children?: readonly DemoDepart[];
}

export const DEMO_DEPARTS: readonly DemoDepart[] = [
  { name: '风控服务部', children: [{ name: '风控一组' }, { name: '风控二组' }] },
  { name: '理赔服务部' },
  { name: '运营管理部' },
  { name: '信息技术部' },
];

/** Position code, name and rank (dictionary position_rank). */
export const DEMO_POSITIONS = [
  { code: 'risk_chief', name: '首席风控专家', postRank: '5' },
  { code: 'senior_engineer', name: '高级风控工程师', postRank: '4' },
  { code: 'risk_engineer', name: '风控工程师', postRank: '3' },
  { code: 'service_specialist', name: '客户服务专员', postRank: '2' },
  { code: 'data_clerk', name: '数据录入员', postRank: '1' },
] as const;

export interface DemoCategory {
  name: string;
  children?: readonly DemoCategory[];
}

export const DEMO_CATEGORIES: readonly DemoCategory[] = [
  {
    name: '事故类别',
    children: [
      '物体打击',
      '车辆伤害',
      '机械伤害',
      '起重伤害',
      '触电',
      '淹溺',
      '灼烫',
      '火灾',
      '高处坠落',
      '坍塌',
      '冒顶片帮',
      '透水',
      '放炮',
      '火药爆炸',
      '瓦斯爆炸',
      '锅炉爆炸',
      '容器爆炸',
      '其他爆炸',
      '中毒和窒息',
      '其他伤害',
    ].map((name) => ({ name })),
  },
  {
    name: '安责险行业领域',
    children: [
      { name: '矿山', children: [{ name: '煤矿' }, { name: '非煤矿山' }] },
      { name: '危险化学品' },
      { name: '烟花爆竹' },
      { name: '交通运输' },
      { name: '建筑施工' },
      { name: '民用爆炸物品' },
      { name: '金属冶炼' },
      { name: '渔业生产' },
      {
        name: '工贸',
        children: ['冶金', '有色', '建材', '机械', '轻工', '纺织', '烟草', '商贸'].map((name) => ({ name })),
      },
    ],
  },
];

type PositionCode = (typeof DEMO_POSITIONS)[number]['code'];

export interface DemoUser {
  username: string;
  realname: string;
  /** Department name (unique among DEMO_DEPARTS); none for users outside the platform's staff. */
  depart?: string;
  /** Code of a seeded role (schemas/roles.json). */
  role: string;
  post?: PositionCode;
  sex: 1 | 2;
  phone: string;
  /** The business demo makes this account the login of the first expert of service organisation N. */
  expertOfOrg?: number;
  /** The business demo makes this account staff (企业联系人) of demo enterprise N. */
  staffOfEnterprise?: number;
}

export const DEMO_USERS: readonly DemoUser[] = [
  {
    username: 'zhouhao',
    realname: '周浩',
    depart: '风控服务部',
    role: 'expert',
    post: 'risk_chief',
    sex: 1,
    phone: '13800000101',
    expertOfOrg: 3,
  },
  {
    username: 'liwei',
    realname: '李伟',
    depart: '风控一组',
    role: 'expert',
    post: 'senior_engineer',
    sex: 1,
    phone: '13800000102',
    expertOfOrg: 0,
  },
  {
    username: 'zhangmin',
    realname: '张敏',
    depart: '风控一组',
    role: 'expert',
    post: 'risk_engineer',
    sex: 2,
    phone: '13800000103',
    expertOfOrg: 1,
  },
  {
    username: 'huangjie',
    realname: '黄杰',
    depart: '风控二组',
    role: 'expert',
    post: 'risk_engineer',
    sex: 1,
    phone: '13800000104',
    expertOfOrg: 2,
  },
  {
    username: 'wangfang',
    realname: '王芳',
    depart: '理赔服务部',
    role: 'expert',
    post: 'service_specialist',
    sex: 2,
    phone: '13800000105',
  },
  {
    username: 'chenjing',
    realname: '陈静',
    depart: '运营管理部',
    role: 'admin',
    post: 'data_clerk',
    sex: 2,
    phone: '13800000106',
  },
  {
    username: 'zhaoqiang',
    realname: '赵强',
    role: 'enterprise',
    sex: 1,
    phone: '13800000107',
    staffOfEnterprise: 0,
  },
];

/** The dictionary opening the public screens (SCREEN_TENANT_DICT) for the demo's tenant. */
export const DEMO_SCREEN_DICT = {
  dict: {
    dictName: '公开大屏租户',
    description: '启用的字典项的值为参保企业大屏、隐患大屏公开展示的租户编号',
  },
  item: { itemText: '演示数据租户', itemValue: '0', description: null, itemColor: null },
} as const;
