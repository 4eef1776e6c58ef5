// The page of a menu component 'entity/<name>': loads the entity schema, then shows its list.
// The title comes from the menu entry.
import { Button, Result, Spin } from 'antd';
import { ENGINE_LIST_TEXTS } from '../../../shared/texts';
import type { PageProps } from '../../pages/pageTypes';
import { useEntitySchema } from '../schema/useEntitySchema';
import { EntityList } from './EntityList';

export interface EntityListPageProps extends PageProps {
  entityName: string;
}

export default function EntityListPage({ entityName, title }: EntityListPageProps) {
  const { schema, error, reload } = useEntitySchema(entityName);
  if (error) {
    return (
      <Result
        status="error"
        title={ENGINE_LIST_TEXTS.schemaLoadFailed}
        subTitle={error.message}
        extra={<Button onClick={reload}>{ENGINE_LIST_TEXTS.retry}</Button>}
      />
    );
  }
  if (!schema) return <Spin spinning style={{ display: 'block', padding: 48 }} />;
  // A different entity (another menu entry) starts with fresh list state.
  return <EntityList key={schema.entity.name} schema={schema} title={title} />;
}
