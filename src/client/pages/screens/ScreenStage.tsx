// The screens are laid out once on a fixed 1920×1080 stage and scaled as a whole to the space they
// get (CSS transform), so a wall, a laptop and a projector all show the same picture; the stage is
// centred and letterboxed when the aspect ratio differs. A public screen fills the window; a screen
// of the signed-in menu (`embedded`) fills the page's width below the layout's header and tabs, and
// offers 全屏 to put the stage alone on the wall.
import { FullscreenOutlined } from '@ant-design/icons';
import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { ANALYSIS_TEXTS } from '../../../shared/analysis-screen-texts';
import { SCREEN_STAGE, SCREEN_TEXTS } from '../../../shared/screens';
import { platformTitleForHost } from '../../../shared/platform';
import './screens.css';

function scaleFor(width: number, height: number): number {
  return Math.min(width / SCREEN_STAGE.width, height / SCREEN_STAGE.height) || 1;
}

/** The scale that fits the stage into the element, following its size. */
function useStageScale() {
  const ref = useRef<HTMLDivElement>(null);
  const [scale, setScale] = useState(() => scaleFor(window.innerWidth, window.innerHeight));
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const { width, height } = element.getBoundingClientRect();
      setScale(
        width > 0 && height > 0 ? scaleFor(width, height) : scaleFor(window.innerWidth, window.innerHeight),
      );
    };
    measure();
    // No ResizeObserver (older browsers, tests): the window's resize is the signal.
    if (typeof ResizeObserver === 'undefined') {
      window.addEventListener('resize', measure);
      return () => window.removeEventListener('resize', measure);
    }
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, scale };
}

export interface ScreenStageProps {
  title: string;
  /** GMT+8 time of the figures shown. */
  at?: string;
  /** Shown instead of the content (大屏未开放, 无权限). */
  closed?: string | null;
  /** The line under `closed` (what to do about it). */
  closedHint?: string;
  failed?: boolean;
  /** Inside the signed-in layout rather than alone in the window. */
  embedded?: boolean;
  children?: ReactNode;
}

export function ScreenStage({
  title,
  at,
  closed,
  closedHint = SCREEN_TEXTS.notOpenHint,
  failed,
  embedded = false,
  children,
}: ScreenStageProps) {
  const { ref, scale } = useStageScale();
  const platform = platformTitleForHost(window.location.hostname);

  useEffect(() => {
    // Inside the layout the tab and the menu title the page.
    if (!embedded) document.title = `${title} · ${platform}`;
  }, [title, platform, embedded]);

  return (
    <div
      ref={ref}
      className={embedded ? 'anze-screen-viewport anze-screen-embedded' : 'anze-screen-viewport'}
    >
      <div
        className="anze-screen-stage"
        style={{
          width: SCREEN_STAGE.width,
          height: SCREEN_STAGE.height,
          transform: `translate(-50%, -50%) scale(${scale})`,
        }}
      >
        <header className="anze-screen-header">
          <h1>{title}</h1>
          <span className="anze-screen-meta">
            {failed ? SCREEN_TEXTS.loadFailed : at ? SCREEN_TEXTS.updatedAt(at) : ''}
          </span>
          {embedded && (
            <button
              type="button"
              className="anze-screen-fullscreen"
              onClick={() => void ref.current?.requestFullscreen?.()}
            >
              <FullscreenOutlined /> {ANALYSIS_TEXTS.fullscreen}
            </button>
          )}
        </header>
        {closed ? (
          <div className="anze-screen-closed" role="status">
            <strong>{closed}</strong>
            <span>{closedHint}</span>
          </div>
        ) : (
          children
        )}
      </div>
    </div>
  );
}
