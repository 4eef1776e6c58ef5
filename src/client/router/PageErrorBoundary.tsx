// Catches a page that fails to render or whose chunk fails to load, and offers a reload.
import { Button, Result } from 'antd';
import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { EXCEPTION_TEXTS } from '../../shared/texts';
import { browser } from '../api/browser';

interface State {
  error: Error | null;
}

export class PageErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Page failed', error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <Result
        status="500"
        title="500"
        subTitle={EXCEPTION_TEXTS.chunkFailed}
        extra={
          <Button type="primary" onClick={() => browser.reload()}>
            {EXCEPTION_TEXTS.reload}
          </Button>
        }
      />
    );
  }
}
