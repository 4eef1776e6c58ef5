// Browser side effects the app triggers, behind one object so tests can observe them.

export const browser = {
  reload(): void {
    window.location.reload();
  },
  /** Open a URL in a new window without giving it a handle on this one. */
  openWindow(url: string): void {
    window.open(url, '_blank', 'noopener,noreferrer');
  },
};
