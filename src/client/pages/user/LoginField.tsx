// One row of the login form: its control and, below it, the control's error in antd Form's look
// (styles in global.css, .anze-login-field).
import type { ReactNode } from 'react';

export function LoginField({ error, children }: { error?: string; children: ReactNode }) {
  return (
    <div className={error ? 'anze-login-field anze-login-field-with-error' : 'anze-login-field'}>
      <div className="anze-login-field-control">{children}</div>
      {error && (
        <div className="anze-login-field-error" role="alert">
          {error}
        </div>
      )}
    </div>
  );
}
