// What a dictionary control shows instead of itself when it was given no dictionary code (spec §5).
import { Typography } from 'antd';
import { VALIDATION_TEXTS } from '../../../shared/texts';

export function DictCodeMissing() {
  return (
    <Typography.Text type="danger" role="alert">
      {VALIDATION_TEXTS.dictCodeEmpty}
    </Typography.Text>
  );
}
