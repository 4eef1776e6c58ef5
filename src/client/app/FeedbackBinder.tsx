// Hands the context-aware message / notification / modal of antd <App> to non-React code.
import { App } from 'antd';
import { useEffect } from 'react';
import { bindFeedback } from '../api/feedback';

export function FeedbackBinder() {
  const api = App.useApp();
  useEffect(() => {
    bindFeedback(api);
    return () => bindFeedback(null);
  }, [api]);
  return null;
}
