// A menu page whose real implementation has not landed yet.
import { Card } from 'antd';
import { UnderConstructionResult } from './UnderConstructionResult';
import type { UnderConstructionProps } from './UnderConstructionResult';

export default function UnderConstructionPage(props: UnderConstructionProps) {
  return (
    <Card variant="borderless">
      <UnderConstructionResult {...props} />
    </Card>
  );
}
