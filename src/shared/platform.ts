// The platform's identity: one city configuration and the titles derived from it (spec §1).
// Swap the city here; everything else (titles, seed data, maps) reads from this module.

export const CITY = {
  name: '南宁市',
  provinceName: '广西壮族自治区',
  provinceCode: '450000',
  cityCode: '450100',
  /** GCJ-02 longitude, latitude of the city centre. */
  center: [108.366, 22.817] as const,
  /** Districts: GB/T 2260 code, name, approximate centre, and a weight for demo data (domain §6.1). */
  districts: [
    { code: '450102', name: '兴宁区', center: [108.368, 22.854], weight: 8 },
    { code: '450103', name: '青秀区', center: [108.494, 22.785], weight: 12 },
    { code: '450105', name: '江南区', center: [108.273, 22.781], weight: 14 },
    { code: '450107', name: '西乡塘区', center: [108.313, 22.834], weight: 14 },
    { code: '450108', name: '良庆区', center: [108.412, 22.749], weight: 10 },
    { code: '450109', name: '邕宁区', center: [108.487, 22.758], weight: 8 },
    { code: '450110', name: '武鸣区', center: [108.275, 23.159], weight: 10 },
    { code: '450126', name: '宾阳县', center: [108.81, 23.218], weight: 8 },
    { code: '450181', name: '横州市', center: [109.261, 22.684], weight: 8 },
  ],
} as const;

/** Title of the platform (spec §1). */
export const PLATFORM_TITLE = `${CITY.name}安全生产责任保险数据管理平台`;

/** Title used when the host name contains 'demo' (spec §1). */
export const DEMO_PLATFORM_TITLE = '建筑行业保险风险管控平台';

export const DEMO_HOST_MARKER = 'demo';

export function platformTitleForHost(hostname: string): string {
  return hostname.toLowerCase().includes(DEMO_HOST_MARKER) ? DEMO_PLATFORM_TITLE : PLATFORM_TITLE;
}

/** Login footer (spec §9: an ICP filing and the operating company). */
export const LOGIN_FOOTER = {
  company: `${CITY.name}安责险风控数据服务中心`,
  icp: '桂ICP备00000000号',
  copyright: `Copyright © ${CITY.name}安全生产责任保险数据管理平台`,
} as const;
