// A fresh request key (REQUEST_KEY_HEADER) for an add: 128 random bits as hex. crypto.randomUUID is
// only offered to secure contexts, and the back office is often opened over plain http on an intranet.
export function newRequestKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
