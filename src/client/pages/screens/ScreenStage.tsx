// The screens are laid out once on a fixed 1920×1080 stage and scaled as a whole to the window
// (CSS transform), so a wall, a laptop and a projector all show the same picture; the stage is
// centred and letterboxed when the aspect ratio differs.
import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { SCREEN_STAGE, SCREEN_TEXTS } from '../../../shared/screens';
import { platformTitleForHost } from '../../../shared/platform';
import './screens.css';

function stageScale(): number {
  return Math.min(window.innerWidth / SCREEN_STAGE.width, window.innerHeight / SCREEN_STAGE.height);
}

export interface ScreenStageProps {
  title: string;
  /** GMT+8 time of the figures shown. */
  at?: string;
  /** Shown instead of the content (大屏未开放). */
  closed?: string | null;
  failed?: boolean;
  children?: ReactNode;
}

export function ScreenStage({ title, at, closed, failed, children }: ScreenStageProps) {
  const [scale, setScale] = useState(stageScale);
  const platform = platformTitleForHost(window.location.hostname);

  useEffect(() => {
    const resize = () => setScale(stageScale());
    window.addEventListener('resize', resize);
    return () => window.removeEventListener('resize', resize);
  }, []);

  useEffect(() => {
    document.title = `${title} · ${platform}`;
  }, [title, platform]);

  return (
    <div className="anze-screen-viewport">
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
        </header>
        {closed ? (
          <div className="anze-screen-closed" role="status">
            <strong>{closed}</strong>
            <span>{SCREEN_TEXTS.notOpenHint}</span>
          </div>
        ) : (
          children
        )}
      </div>
    </div>
  );
}
