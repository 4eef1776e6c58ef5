// Detail of an entity record: loads it with its sub-tables and shows everything read-only.
import { Alert, Button, Spin } from 'antd';
import type { EntitySchemaResult } from '../../../shared/engine-api';
import { ENTITY_FORM_TEXTS } from '../../../shared/texts';
import { EntityDetail } from './EntityDetail';
import { FormContainer } from './FormContainer';
import { useEntityRecord } from './useEntityRecord';

export interface EntityDetailDialogProps {
  schema: EntitySchemaResult;
  recordId?: string;
  open: boolean;
  onClose: () => void;
}

export function EntityDetailDialog({ schema, recordId, open, onClose }: EntityDetailDialogProps) {
  const loaded = useEntityRecord(schema, recordId);
  return (
    <FormContainer
      entity={schema.entity}
      title={ENTITY_FORM_TEXTS.detailTitle(schema.entity.title)}
      open={open}
      onClose={onClose}
      footer={<Button onClick={onClose}>{ENTITY_FORM_TEXTS.close}</Button>}
    >
      {loaded.status === 'loading' && <Spin style={{ display: 'block' }} />}
      {loaded.status === 'failed' && <Alert type="warning" showIcon message={loaded.message} />}
      {loaded.status === 'ready' && (
        <EntityDetail schema={schema} record={loaded.record} subRows={loaded.subRows} />
      )}
    </FormContainer>
  );
}
