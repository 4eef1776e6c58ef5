// Declared operations over HTTP (both ends): the endpoints an entity with operations yields, the
// request and answer shapes, and the texts of the step dialog, the batch summary and the timeline.
import type { EntityDefinition } from './schema-language/entity';

/** POST one operation on one or several records; GET the flow log of a record (?id=). */
export const operationEndpoints = (entity: Pick<EntityDefinition, 'api'>) => ({
  operation: (name: string) => `${entity.api ?? ''}/operation/${name}`,
  flowLog: `${entity.api ?? ''}/flowLog`,
});

export interface OperationRequest {
  /** The records, each taken on its own (a batch answers row by row). */
  ids: string[];
  /** The step form's values, by field key. */
  values?: Record<string, unknown>;
  opinion?: string;
  /** Comma-joined stored upload paths attached to the step. */
  attachments?: string;
}

/** A collection operation (target: collection) takes no ids: only its form's values. */
export type CollectionOperationRequest = Pick<OperationRequest, 'values'>;

/** `result` of a collection operation: how many records its effects created or changed. */
export interface CollectionOperationResult {
  count: number;
}

export interface OperationRowResult {
  id: string;
  success: boolean;
  message: string;
}

/** `result` of an operation: every record's outcome in request order. */
export interface OperationResult {
  rows: OperationRowResult[];
  succeeded: number;
  failed: number;
}

/** One step in a record's history (the detail view's timeline). */
export interface FlowLogEntry {
  id: string;
  operation: string;
  operationLabel: string;
  fromState: string | null;
  fromState_dictText: string | null;
  toState: string | null;
  toState_dictText: string | null;
  opinion: string | null;
  attachments: string | null;
  operator: string;
  operatorName: string | null;
  operatorRoles: string | null;
  createTime: string;
}

export const OPERATION_LIMITS = {
  /** Records one batch operation may take. */
  maxIds: 200,
  opinionMaxLength: 1000,
  /** Files one step may carry. */
  maxAttachments: 9,
} as const;

export const OPERATION_TEXTS = {
  done: (label: string) => `${label}成功`,
  batchDone: (label: string, succeeded: number, failed: number) =>
    failed === 0 ? `${label}成功 ${succeeded} 条` : `${label}成功 ${succeeded} 条，失败 ${failed} 条`,
  collectionDone: (label: string, count: number) => `${label}完成，共 ${count} 条`,
  stateChanged: '该记录状态已变更，请刷新后重试',
  /** Edit or delete of a record in a locked state (lifecycle.locked). */
  locked: (state: string) => `该记录状态为“${state}”，不能修改或删除`,
  notFromState: (label: string, state: string) => `当前状态“${state}”不能${label}`,
  notForRecord: (label: string) => `该记录不适用“${label}”`,
  /** A step waiting some days after a time of the record (operation `after`). */
  notYet: (label: string, fieldLabel: string, days: number) => `${fieldLabel}满${days}天后方可${label}`,
  opinionRequired: '请填写意见',
  opinionTooLong: `意见不能超过${OPERATION_LIMITS.opinionMaxLength}个字`,
  opinionLabel: '意见',
  attachmentsLabel: '附件',
  noSelection: '请选择一条记录！',
  confirmBatch: (label: string, count: number) => `确定对选中的 ${count} 条记录执行“${label}”吗？`,
  confirmOne: (label: string) => `确定${label}吗？`,
  submit: '确定',
  cancel: '取消',
  moreActions: '更多',
  timelineTitle: '流转记录',
  timelineEmpty: '暂无流转记录',
  operator: '操作人',
  /** The operator of steps the server takes on its own (a time rule's operation). */
  systemOperator: '系统',
} as const;
