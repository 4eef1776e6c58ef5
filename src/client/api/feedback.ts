// One handle on antd's message / notification / modal for code outside React (the http client,
// session actions). FeedbackBinder swaps in the context-aware instances of <App>; before that
// (or in plain unit tests) the static functions are used.
import { Modal, message, notification } from 'antd';
import type { ModalFuncProps } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import type { NotificationInstance } from 'antd/es/notification/interface';

type ModalMethod = (props: ModalFuncProps) => { destroy: () => void };

export interface FeedbackApi {
  message: MessageInstance;
  notification: NotificationInstance;
  modal: {
    confirm: ModalMethod;
    error: ModalMethod;
    info: ModalMethod;
    success: ModalMethod;
    warning: ModalMethod;
  };
}

const staticApi: FeedbackApi = { message, notification, modal: Modal };
let current: FeedbackApi = staticApi;

export function bindFeedback(api: FeedbackApi | null): void {
  current = api ?? staticApi;
}

export const feedback = {
  get message(): MessageInstance {
    return current.message;
  },
  get notification(): NotificationInstance {
    return current.notification;
  },
  get modal(): FeedbackApi['modal'] {
    return current.modal;
  },
};
