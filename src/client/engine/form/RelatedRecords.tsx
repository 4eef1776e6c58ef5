// A tab of a detail view: the records of another entity that reference this one (entity.related) —
// its list endpoint filtered by the referencing field, in the reader's own scope, read-only, paged.
// A reader who may not list that entity sees the tab say so instead of a table.
import { Alert, Table } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import type { PageResult } from '../../../shared/api-types';
import { entityEndpoints } from '../../../shared/engine-api';
import { PAGINATION } from '../../../shared/limits';
import { ENGINE_LIST_TEXTS } from '../../../shared/texts';
import { getAction } from '../../api/http';
import { defaultColumnSettings } from '../list/columnSettings';
import { buildColumns } from '../list/listColumns';
import type { ListRow } from '../list/useListData';
import { columnFields } from '../schema/entityModel';
import { useEntitySchema } from '../schema/useEntitySchema';

export interface RelatedRecordsProps {
  entity: string;
  field: string;
  recordId: string;
}

export function RelatedRecords({ entity, field, recordId }: RelatedRecordsProps) {
  const { schema, error } = useEntitySchema(entity);
  const [pageNo, setPageNo] = useState(1);
  const [page, setPage] = useState<PageResult<ListRow> | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const pageSize = PAGINATION.pickerPageSize;

  useEffect(() => {
    if (!schema) return;
    let live = true;
    void getAction<PageResult<ListRow>>(entityEndpoints(schema.entity).list, {
      [field]: recordId,
      pageNo,
      pageSize,
    })
      .then((reply) => {
        if (!live) return;
        if (reply.success) setPage(reply.result);
        else setRefusal(reply.message);
      })
      .catch(() => live && setRefusal(ENGINE_LIST_TEXTS.relatedLoadFailed));
    return () => {
      live = false;
    };
  }, [schema, field, recordId, pageNo, pageSize]);

  const columns = useMemo(() => {
    if (!schema) return [];
    // The referencing field is this record: no column for it.
    const fields = columnFields(schema.entity).filter((f) => f.key !== field);
    return buildColumns({ fields, settings: defaultColumnSettings(fields), sort: null, renderActions: null });
  }, [schema, field]);

  if (error || refusal) return <Alert type="info" showIcon message={refusal ?? error?.message} />;
  return (
    <Table<ListRow>
      size="small"
      bordered
      rowKey="id"
      loading={!page}
      columns={columns}
      dataSource={page?.records ?? []}
      scroll={{ x: 'max-content' }}
      pagination={{
        current: pageNo,
        pageSize,
        total: page?.total ?? 0,
        showSizeChanger: false,
        onChange: setPageNo,
      }}
    />
  );
}
