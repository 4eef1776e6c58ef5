// The image captcha of the login page (contract §5.1): key = Date.now(), the answer is a data URL.
import { App } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { LOGIN_FORM_TEXTS } from '../../../shared/texts';
import { fetchCaptcha } from '../../session/accountActions';

export interface CaptchaState {
  checkKey: number;
  image: string;
  refresh: () => void;
}

export function useCaptcha(): CaptchaState {
  const { message } = App.useApp();
  const [checkKey, setCheckKey] = useState(() => Date.now());
  const [image, setImage] = useState('');

  useEffect(() => {
    let active = true;
    fetchCaptcha(checkKey)
      .then((response) => {
        if (!active) return;
        if (response?.success && typeof response.result === 'string') setImage(response.result);
        else void message.warning(response?.message || LOGIN_FORM_TEXTS.captchaLoadFailed);
      })
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, [checkKey, message]);

  const refresh = useCallback(() => setCheckKey((previous) => Math.max(Date.now(), previous + 1)), []);
  return { checkKey, image, refresh };
}
