// One WebSocket that stays connected while the component lives: the session token travels as the
// sub-protocol (browsers cannot set headers on a WebSocket), a heartbeat keeps proxies from closing
// an idle connection, and the socket reconnects 5 s after an error or close (spec §4, §9). With a
// replyTimeoutMs, a heartbeat without any answer in time counts as a dead connection.
import { useEffect, useLayoutEffect, useRef } from 'react';
import { SOCKET_TIMINGS_MS } from '../../shared/announcements/realtime';
import { apiBaseUrl } from '../api/apiBase';

export interface SocketOptions {
  /** Path under the API prefix, e.g. /websocket/<id>; null keeps the socket closed. */
  path: string | null;
  token: string | null;
  onMessage: (data: string) => void;
  heartbeat: { intervalMs: number; message: string; replyTimeoutMs?: number };
  /** Hands out the send function of the open socket (null while disconnected). */
  onSender?: (send: ((text: string) => void) | null) => void;
}

export function socketUrlFor(path: string): string {
  return apiBaseUrl().replace(/^http/, 'ws') + path;
}

export function useReconnectingSocket({ path, token, onMessage, heartbeat, onSender }: SocketOptions): void {
  // Handlers change on every render; the connection must not.
  const handlers = useRef({ onMessage, onSender });
  useLayoutEffect(() => {
    handlers.current = { onMessage, onSender };
  });
  const { intervalMs, message, replyTimeoutMs } = heartbeat;

  useEffect(() => {
    if (!path || !token) return undefined;
    let socket: WebSocket | null = null;
    let stopped = false;
    let reconnectTimer: ReturnType<typeof setTimeout> | undefined;
    let beatTimer: ReturnType<typeof setInterval> | undefined;
    let replyTimer: ReturnType<typeof setTimeout> | undefined;

    const scheduleReconnect = () => {
      clearInterval(beatTimer);
      clearTimeout(replyTimer);
      handlers.current.onSender?.(null);
      if (stopped || reconnectTimer) return;
      reconnectTimer = setTimeout(() => {
        reconnectTimer = undefined;
        connect();
      }, SOCKET_TIMINGS_MS.reconnect);
    };

    function connect() {
      if (stopped) return;
      const current = new WebSocket(socketUrlFor(path as string), [token as string]);
      socket = current;
      current.onopen = () => {
        handlers.current.onSender?.((text) => current.readyState === WebSocket.OPEN && current.send(text));
        beatTimer = setInterval(() => {
          if (current.readyState !== WebSocket.OPEN) return;
          current.send(message);
          if (replyTimeoutMs && !replyTimer) {
            replyTimer = setTimeout(() => current.close(), replyTimeoutMs);
          }
        }, intervalMs);
      };
      current.onmessage = (event: MessageEvent) => {
        clearTimeout(replyTimer);
        replyTimer = undefined;
        if (typeof event.data === 'string') handlers.current.onMessage(event.data);
      };
      current.onerror = () => current.close();
      current.onclose = () => {
        if (socket === current) scheduleReconnect();
      };
    }

    connect();
    return () => {
      stopped = true;
      clearTimeout(reconnectTimer);
      clearInterval(beatTimer);
      clearTimeout(replyTimer);
      handlers.current.onSender?.(null);
      socket?.close();
    };
  }, [path, token, intervalMs, message, replyTimeoutMs]);
}
