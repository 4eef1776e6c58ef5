// What users are told when something the server depends on is down or full (docs/deploy.md, "Faults"):
// plain words, never a driver's or the system's own message.
export const OUTAGE_TEXTS = {
  databaseUnavailable: '数据库暂时无法访问，请稍后重试',
  diskFull: '服务器存储空间不足，文件未能保存，请联系管理员',
  exportDiskFull: '服务器存储空间不足，导出失败，请联系管理员',
} as const;
