// The geolocation control (form control 'geolocation', the GPS check-in): its texts and the limits of
// one position request.

export const GEOLOCATION_TEXTS = {
  locate: '获取当前位置',
  relocate: '重新获取位置',
  clear: '清除位置',
  locating: '正在获取位置…',
  none: '未获取位置',
  position: (longitude: string, latitude: string) => `经度 ${longitude}，纬度 ${latitude}`,
  accuracy: (meters: number) => `精度约 ${meters} 米`,
  denied: '未获得定位权限：请在浏览器或手机设置中允许本网站使用位置信息后重试；也可不带位置继续提交。',
  unavailable: '暂时无法获取当前位置（定位信号不可用），请到开阔处重试；也可不带位置继续提交。',
  timeout: '获取位置超时，请重试；也可不带位置继续提交。',
  unsupported: '当前浏览器不支持定位；可不带位置继续提交。',
  insecure: '定位需要通过 HTTPS 访问本系统；可不带位置继续提交。',
} as const;

export const GEOLOCATION_LIMITS = {
  /** A phone indoors may need a while for a GPS fix; beyond this the user is told and may retry. */
  timeoutMs: 15_000,
  /** A first position this recent is still where the user stands; 重新获取位置 takes none older. */
  maximumAgeMs: 30_000,
} as const;
