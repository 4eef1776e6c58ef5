// A screen's answer (public or signed-in), re-read every SCREEN_REFRESH_MS. Silent requests: a wall
// display has nobody to read a toast, and a failed refresh (network, 429) keeps the last figures on
// screen with a note instead of blanking the wall. A screen the server refuses (not opened by the
// administrator, no permission) says why.
import { useEffect, useState } from 'react';
import type { ApiResult } from '../../../shared/api-types';
import { SCREEN_REFRESH_MS, SCREEN_TEXTS } from '../../../shared/screens';
import { request } from '../../api/http';

export interface ScreenState<T> {
  data: T | null;
  /** The server's reason the screen shows nothing (大屏未开放). */
  closed: string | null;
  /** The last refresh failed; `data` is the previous answer, if any. */
  failed: boolean;
}

/** `path`: the API path of the screen's answer (SCREEN_PATHS, ANALYSIS_SCREEN_PATHS). */
export function useScreenData<T>(path: string): ScreenState<T> {
  const [state, setState] = useState<ScreenState<T>>({ data: null, closed: null, failed: false });

  useEffect(() => {
    let alive = true;
    async function load() {
      try {
        const reply = await request<ApiResult<T>>(path, { silent: true });
        if (!alive) return;
        if (reply.success) setState({ data: reply.result, closed: null, failed: false });
        else setState({ data: null, closed: reply.message || SCREEN_TEXTS.notOpen, failed: false });
      } catch {
        if (alive) setState((previous) => ({ ...previous, failed: true }));
      }
    }
    void load();
    const timer = window.setInterval(() => void load(), SCREEN_REFRESH_MS);
    return () => {
      alive = false;
      window.clearInterval(timer);
    };
  }, [path]);

  return state;
}
