// The apps' pictures (应用图片, domain §2.19): a handful per position — home-page banners of the
// campaigns of the year (安全生产月, 消防宣传月 …), splash screens, pop-ups and the knowledge base's
// covers. Each is uploaded (a placeholder banner image linked to its record) and put online by the
// platform at its start; past campaigns were taken down at their end (下架), one still to come waits
// offline. Banners link to an H5 page, an article or a page of the app.
import { UPLOAD_LIMITS } from '../../shared/uploads';
import { dateTimeOf, dayNumber, dayOfInstant, yearOf } from './calendar';
import type { DemoContext } from './context';
import { workdayAfter } from './context';
import type { FlowStep, StoredFile } from './cycle-rows';
import type { AppPictureRow } from './platform-rows';
import type { Random } from './random';
import { Timeline } from './timeline';

type When = 'current' | 'past' | 'upcoming';

interface Picture {
  title: string;
  /** nl_pic_position: 1 首页轮播, 2 启动页, 3 弹窗广告, 4 知识库封面. */
  position: string;
  /** nl_app_type: 0 通用, 1 企业端, 2 专家端. */
  appType: string;
  /** nl_link_type: 0 无跳转, 1 H5链接, 2 应用内页面, 3 文章. */
  linkType: string;
  linkUrl: string | null;
  when: When;
  /** The campaign's dates each year ('MM-DD' to 'MM-DD'); without, any time. */
  season?: readonly [string, string];
}

const PICTURES: readonly Picture[] = [
  {
    title: '隐患随手拍 安全人人抓',
    position: '1',
    appType: '1',
    linkType: '2',
    linkUrl: '/pages/hazard/report',
    when: 'current',
  },
  {
    title: '安责险事故预防服务介绍',
    position: '1',
    appType: '0',
    linkType: '3',
    linkUrl: 'article/prevention-service',
    when: 'current',
  },
  {
    title: '安责险政策解读',
    position: '1',
    appType: '0',
    linkType: '1',
    linkUrl: 'https://www.example.com/notice/policy',
    when: 'current',
  },
  {
    title: '安全生产月主题宣传',
    position: '1',
    appType: '0',
    linkType: '3',
    linkUrl: 'article/safety-month',
    when: 'past',
    season: ['05-28', '07-05'],
  },
  {
    title: '防汛防台风安全提示',
    position: '1',
    appType: '0',
    linkType: '1',
    linkUrl: 'https://www.example.com/notice/flood-season',
    when: 'past',
    season: ['05-15', '09-30'],
  },
  {
    title: '春节前安全生产检查提示',
    position: '1',
    appType: '0',
    linkType: '3',
    linkUrl: 'article/spring-festival',
    when: 'upcoming',
    season: ['01-10', '02-20'],
  },
  { title: '平台启动页', position: '2', appType: '0', linkType: '0', linkUrl: null, when: 'current' },
  {
    title: '国庆节启动页',
    position: '2',
    appType: '0',
    linkType: '0',
    linkUrl: null,
    when: 'past',
    season: ['09-28', '10-08'],
  },
  {
    title: '新版本功能上线提示',
    position: '3',
    appType: '2',
    linkType: '2',
    linkUrl: '/pages/about/release-notes',
    when: 'current',
  },
  {
    title: '安全培训报名通知',
    position: '3',
    appType: '1',
    linkType: '2',
    linkUrl: '/pages/training/list',
    when: 'past',
  },
  {
    title: '法律法规',
    position: '4',
    appType: '0',
    linkType: '2',
    linkUrl: '/pages/knowledge/laws',
    when: 'current',
  },
  {
    title: '标准规范',
    position: '4',
    appType: '0',
    linkType: '2',
    linkUrl: '/pages/knowledge/standards',
    when: 'current',
  },
  {
    title: '事故案例',
    position: '4',
    appType: '0',
    linkType: '2',
    linkUrl: '/pages/knowledge/cases',
    when: 'current',
  },
  {
    title: '应急知识',
    position: '4',
    appType: '0',
    linkType: '2',
    linkUrl: '/pages/knowledge/emergency',
    when: 'current',
  },
];

/** File names by position (the titles hold characters a stored name may not). */
const FILE_NAMES: Readonly<Record<string, string>> = {
  '1': '首页轮播图',
  '2': '启动页',
  '3': '弹窗广告',
  '4': '知识库封面',
};

/** The campaign's last season over before the reference day, or its next one starting after it. */
function seasonOf(context: DemoContext, [from, to]: readonly [string, string], when: When) {
  const days = (year: number) => {
    const start = dayNumber(`${year}-${from}`);
    const end = dayNumber(`${to < from ? year + 1 : year}-${to}`);
    return { start, end };
  };
  let year = yearOf(context.asOfDay) + 1;
  if (when === 'past') while (days(year).end >= context.asOfDay) year--;
  else while (days(year - 1).start > context.asOfDay) year--;
  return days(year);
}

/** Start and end (instants, end possibly none) of a picture's time online. */
function timeOnline(
  random: Random,
  context: DemoContext,
  picture: Picture,
): { start: number; end: number | null } {
  const { when, season } = picture;
  if (season) {
    const { start, end } = seasonOf(context, season, when);
    return { start: workdayAfter(random, start, [0, 0]), end: workdayAfter(random, end, [0, 0]) };
  }
  if (when === 'upcoming') {
    const start = workdayAfter(random, context.asOfDay, [10, 40]);
    return { start, end: workdayAfter(random, dayOfInstant(start), [20, 40]) };
  }
  if (when === 'past') {
    const start = workdayAfter(random, context.asOfDay, [-400, -120]);
    return { start, end: workdayAfter(random, dayOfInstant(start), [20, 60]) };
  }
  const start = workdayAfter(random, context.asOfDay, [-150, -5]);
  return { start, end: random.chance(0.5) ? null : workdayAfter(random, context.asOfDay, [30, 120]) };
}

export function generateAppPictures(
  random: Random,
  context: DemoContext,
  steps: FlowStep[],
  files: StoredFile[],
): AppPictureRow[] {
  const order = new Map<string, number>();
  return PICTURES.map((picture) => {
    const { start, end } = timeOnline(random, context, picture);
    const createdAt =
      picture.when === 'upcoming'
        ? workdayAfter(random, context.asOfDay, [-10, -1])
        : workdayAfter(random, dayOfInstant(start), [-5, -1]);
    const id = context.newId();
    const sortNo = (order.get(picture.position) ?? 0) + 1;
    order.set(picture.position, sortNo);
    const name = `${FILE_NAMES[picture.position]}-${sortNo}.png`;
    const image: StoredFile = {
      id: context.newId(),
      storedPath: `${UPLOAD_LIMITS.engineBiz}/${context.newId()}/${name}`,
      originalName: name,
      entity: 'appPicture',
      recordId: id,
      fieldKey: 'imageUrl',
      uploaderId: context.platform.id,
      at: dateTimeOf(createdAt),
      picture: 'banner',
    };
    files.push(image);
    const row: AppPictureRow = {
      id,
      createTime: dateTimeOf(createdAt),
      title: picture.title,
      imageUrl: image.storedPath,
      position: picture.position,
      appType: picture.appType,
      status: '0',
      sortNo,
      linkType: picture.linkType,
      linkUrl: picture.linkUrl,
      startTime: dateTimeOf(start),
      endTime: end === null ? null : dateTimeOf(end),
      remark: null,
    };
    const life = new Timeline(context, steps, 'appPicture', id, '0', createdAt);
    if (life.step('putOnline', '1', start, context.platform) !== null && end !== null)
      life.step('takeOffline', '0', end, context.platform);
    row.status = life.state;
    return row;
  });
}
