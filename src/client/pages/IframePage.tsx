// 'layouts/IframePageView': an internal page shown in a frame (meta.url). \${token} in the URL is
// replaced with the current token, as the menu contract allows (contract §6.1).
import { getToken } from '../session/sessionState';
import type { PageProps } from './pageTypes';

export default function IframePage({ title, url }: PageProps) {
  const src = (url ?? '').replace('${token}', encodeURIComponent(getToken() ?? ''));
  return <iframe className="anze-iframe-page" title={title} src={src} />;
}
