// The 建设中 notice shared by every placeholder page: the title, a 建设中 tag and one sentence naming
// the capability to come.
import { ToolOutlined } from '@ant-design/icons';
import { Result, Tag } from 'antd';
import type { ReactNode } from 'react';
import { LAYOUT_TEXTS } from '../../shared/texts';

export interface UnderConstructionProps {
  title: string;
  capability: string;
}

export function UnderConstructionResult({
  title,
  capability,
  extra,
}: UnderConstructionProps & { extra?: ReactNode }) {
  return (
    <Result
      icon={<ToolOutlined />}
      title={
        <span>
          {title} <Tag color="processing">{LAYOUT_TEXTS.underConstruction}</Tag>
        </span>
      }
      subTitle={capability}
      extra={extra}
    />
  );
}
