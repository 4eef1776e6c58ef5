// msw stand-in for the server in client component tests (DESIGN §5: msw only here).
import { setupServer } from 'msw/node';

export const server = setupServer();

/** Absolute URL of an API path as the client builds it (location.origin + '/api'). */
export function api(path: string): string {
  return `${window.location.origin}/api${path}`;
}
