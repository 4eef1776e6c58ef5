// Fallback while a lazy chunk loads: a CSS spinner, so the entry chunk needs no antd Spin.

export function PageLoading({ fullPage = false }: { fullPage?: boolean }) {
  return (
    <div
      className={fullPage ? 'anze-loading anze-loading-full' : 'anze-loading'}
      role="status"
      aria-label="加载中"
    >
      <span className="anze-loading-dot" />
    </div>
  );
}
