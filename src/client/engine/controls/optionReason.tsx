// An option of a table dictionary narrowed by an option rule may say why it fits (the server's
// `reason`, e.g. 专业匹配·服务区域内·期间空闲): shown after its text in the drop-down, in the secondary
// colour; the chosen value shows its text alone.
import { Typography } from 'antd';
import type { ReactNode } from 'react';

interface RenderedOption {
  label?: ReactNode;
  data: object;
}

export function optionWithReason(option: RenderedOption): ReactNode {
  const reason = 'reason' in option.data && typeof option.data.reason === 'string' ? option.data.reason : '';
  if (!reason) return option.label;
  return (
    <span>
      {option.label}
      <Typography.Text type="secondary" style={{ marginLeft: 8, fontSize: 12 }}>
        {reason}
      </Typography.Text>
    </span>
  );
}
