// 保存的查询: the user's saved queries for this page; a click loads one into the builder.
import { DeleteOutlined } from '@ant-design/icons';
import { Button, Card, Empty, List, Typography } from 'antd';
import type { SavedQuery } from '../../../shared/engine-api';
import { SUPER_QUERY_TEXTS } from '../../../shared/texts';

export interface SavedQueryPanelProps {
  queries: SavedQuery[];
  onLoad: (query: SavedQuery) => void;
  onRemove: (query: SavedQuery) => void;
}

export function SavedQueryPanel({ queries, onLoad, onRemove }: SavedQueryPanelProps) {
  return (
    <Card size="small" title={SUPER_QUERY_TEXTS.savedTitle}>
      {queries.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={SUPER_QUERY_TEXTS.savedEmpty} />
      ) : (
        <List
          size="small"
          dataSource={queries}
          renderItem={(query) => (
            <List.Item
              actions={[
                <Button
                  key="delete"
                  type="text"
                  size="small"
                  aria-label={`${SUPER_QUERY_TEXTS.deleteSaved} ${query.title}`}
                  icon={<DeleteOutlined />}
                  onClick={() => onRemove(query)}
                />,
              ]}
            >
              <Typography.Link onClick={() => onLoad(query)}>{query.title}</Typography.Link>
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}
