// Whether a write failed because the disk (or the user's quota) is full: uploads and exports then
// answer a clear message and leave nothing half-written behind (docs/deploy.md, "Faults").
export const isDiskFull = (error: unknown): boolean => {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'ENOSPC' || code === 'EDQUOT';
};
