// One link of the 操作 cell, and the separator between two. Plain elements styled by rowLinks.css
// instead of antd's Typography.Link, Divider and an always-mounted Popconfirm: every antd component
// mounted in a row registers its styles on mount (a scan of <head> each time), and a new page mounts
// all rows — 22 registrations per row measured (docs/perf.md). The confirm popup is mounted on the
// first click of a link that needs it.
import { Popconfirm } from 'antd';
import { useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import './rowLinks.css';

export interface RowLinkProps {
  children: ReactNode;
  onRun: () => void;
  /** Asked before running (delete). */
  confirm?: string;
  danger?: boolean;
}

const runOnEnter = (run: () => void) => (event: KeyboardEvent) => {
  if (event.key === 'Enter') run();
};

export function RowLink({ children, onRun, confirm, danger }: RowLinkProps) {
  const [asking, setAsking] = useState(false);
  const className = danger ? 'anze-row-link anze-row-link-danger' : 'anze-row-link';
  const open = confirm ? () => setAsking(true) : onRun;
  const link = (
    <a className={className} tabIndex={0} onClick={asking ? undefined : open} onKeyDown={runOnEnter(open)}>
      {children}
    </a>
  );
  if (!confirm || !asking) return link;
  return (
    <Popconfirm title={confirm} open onOpenChange={setAsking} onConfirm={onRun}>
      {link}
    </Popconfirm>
  );
}

export const RowLinkSeparator = () => <span className="anze-row-link-separator" aria-hidden />;
