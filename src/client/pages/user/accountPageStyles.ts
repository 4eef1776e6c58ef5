// Layout of the register and password recovery pages inside the user layout (inline styles: a CSS
// file of its own would become an empty JavaScript chunk the bundle benchmark trips over).
import type { CSSProperties } from 'react';

export const ACCOUNT_PAGE_STYLES = {
  title: { margin: '0 0 24px', fontSize: 16, fontWeight: 500, textAlign: 'center' },
  alteration: { width: '100%', maxWidth: 520, margin: '0 auto' },
  alterationBody: { maxWidth: 368, margin: '32px auto 0' },
} satisfies Record<string, CSSProperties>;
