// document.title = '{page title} · {platform title}'; the home page shows only the platform title (spec §2).
import { useEffect } from 'react';
import { platformTitleForHost } from '../../shared/platform';

export function documentTitleFor(pageTitle: string, isHome: boolean, platformTitle: string): string {
  return isHome || !pageTitle ? platformTitle : `${pageTitle} · ${platformTitle}`;
}

export function useDocumentTitle(pageTitle: string, isHome: boolean): void {
  useEffect(() => {
    document.title = documentTitleFor(pageTitle, isHome, platformTitleForHost(window.location.hostname));
  }, [pageTitle, isHome]);
}
