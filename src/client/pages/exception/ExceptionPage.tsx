// Exception pages 403 / 404 / 500 (spec §2) with a way back home.
import { Button, Result } from 'antd';
import { useNavigate } from 'react-router-dom';
import { EXCEPTION_TEXTS } from '../../../shared/texts';
import { PATHS } from '../../router/paths';

export type ExceptionType = '403' | '404' | '500';

const SUBTITLES: Record<ExceptionType, string> = {
  '403': EXCEPTION_TEXTS.forbidden,
  '404': EXCEPTION_TEXTS.notFound,
  '500': EXCEPTION_TEXTS.serverError,
};

export function ExceptionPage({ type }: { type: ExceptionType }) {
  const navigate = useNavigate();
  return (
    <Result
      className="anze-exception"
      status={type}
      title={type}
      subTitle={SUBTITLES[type]}
      extra={
        <Button type="primary" onClick={() => navigate(PATHS.home)}>
          {EXCEPTION_TEXTS.backHome}
        </Button>
      }
    />
  );
}
