// A record's flow log as a timeline in its detail view: when, who (and in which roles), the step and
// the states it moved between, the opinion and the attached files.
import { Empty, Spin, Timeline, Typography } from 'antd';
import { useEffect, useState } from 'react';
import type { EntityDefinition } from '../../../shared/schema-language/entity';
import type { FlowLogEntry } from '../../../shared/engine-operations';
import { OPERATION_TEXTS, operationEndpoints } from '../../../shared/engine-operations';
import { getAction } from '../../api/http';
import { StoredFiles } from '../../widgets/upload/StoredFiles';

function stepLine(entry: FlowLogEntry): string {
  const states =
    entry.toState && entry.toState !== entry.fromState
      ? `（${entry.fromState_dictText ?? ''} → ${entry.toState_dictText ?? ''}）`
      : '';
  return `${entry.operationLabel}${states}`;
}

export function FlowTimeline({ entity, recordId }: { entity: EntityDefinition; recordId: string }) {
  const [entries, setEntries] = useState<FlowLogEntry[] | null>(null);
  useEffect(() => {
    let live = true;
    void getAction<FlowLogEntry[]>(operationEndpoints(entity).flowLog, { id: recordId })
      .then((reply) => live && setEntries(reply.success ? reply.result : []))
      .catch(() => live && setEntries([]));
    return () => {
      live = false;
    };
  }, [entity, recordId]);

  if (entries === null) return <Spin />;
  if (entries.length === 0) return <Empty description={OPERATION_TEXTS.timelineEmpty} />;
  return (
    <Timeline
      items={entries.map((entry) => ({
        key: entry.id,
        children: (
          <>
            <Typography.Text strong>{stepLine(entry)}</Typography.Text>
            <div>
              <Typography.Text type="secondary">
                {entry.createTime} · {entry.operatorName ?? entry.operator}
                {entry.operatorRoles ? `（${entry.operatorRoles}）` : ''}
              </Typography.Text>
            </div>
            {entry.opinion && <div>{entry.opinion}</div>}
            {entry.attachments && <StoredFiles kind="file" value={entry.attachments} place="detail" />}
          </>
        ),
      }))}
    />
  );
}
