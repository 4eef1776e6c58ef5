// The save step of a form dialog: validate, call the server, then a success message and close, or
// the server's message as a warning. Transport errors are already shown by the http client.
import { App } from 'antd';
import type { FormInstance } from 'antd';
import { useState } from 'react';
import type { ApiResult } from '../../shared/api-types';
import { HEADER_TEXTS } from '../../shared/texts';

export interface ModalSave {
  saving: boolean;
  /** For the dialog's onOk. */
  save: () => void;
}

export function useModalSave<V>(
  form: FormInstance<V>,
  send: (values: V) => Promise<ApiResult<unknown> | null | undefined>,
  options: { successMessage: (response: ApiResult<unknown>) => string; onDone: () => void },
): ModalSave {
  const { message } = App.useApp();
  const [saving, setSaving] = useState(false);

  const run = async () => {
    const values = await form.validateFields();
    setSaving(true);
    try {
      const response = await send(values);
      if (response?.success) {
        void message.success(options.successMessage(response));
        options.onDone();
      } else {
        void message.warning(response?.message ?? HEADER_TEXTS.requestFailed);
      }
    } catch {
      // shown by the http client
    } finally {
      setSaving(false);
    }
  };

  // A failed validation leaves its messages on the form; nothing else to do.
  return { saving, save: () => void run().catch(() => undefined) };
}
