// The flow-log rows (sys_flow_log, migration 0006) of the steps the demo records took, shaped as the
// engine writes them for a user's step (engine/operations/flow-log.ts): the operation's label from
// the entity's schema, the operator's account (or name) and role name, the step's instant. A step
// naming an operation the schema does not declare stops the run: the data would not match the
// life cycle the pages show.
import type { Definitions } from '../definitions';
import type { FlowStep } from './cycle-rows';
import { DemoDataError } from './demo-tables';
import type { SystemTable } from './demo-tables';
import type { Cell } from './rows';

export const FLOW_LOG_TABLE: SystemTable = {
  table: 'sys_flow_log',
  columns: [
    'id',
    'entity',
    'record_id',
    'operation',
    'operation_label',
    'from_state',
    'to_state',
    'opinion',
    'attachments',
    'operator_id',
    'operator',
    'operator_name',
    'operator_roles',
    'tenant_id',
    'create_time',
  ],
};

export type FlowRowMaker = (step: FlowStep) => Record<string, Cell>;

export function flowRowMaker(
  definitions: Pick<Definitions, 'entities' | 'roles'>,
  tenantId: number,
): FlowRowMaker {
  const labels = new Map(
    definitions.entities.flatMap((entity) =>
      (entity.operations ?? []).map(
        (operation) => [`${entity.name}.${operation.name}`, operation.label] as const,
      ),
    ),
  );
  const roleNames = new Map(definitions.roles.map((role) => [role.code, role.name]));
  return (step) => {
    const label = labels.get(`${step.entity}.${step.operation}`);
    if (label === undefined)
      throw new DemoDataError(`演示数据未写入：实体 ${step.entity} 未声明操作 ${step.operation}`);
    return {
      id: step.id,
      entity: step.entity,
      recordId: step.recordId,
      operation: step.operation,
      operationLabel: label,
      fromState: step.fromState,
      toState: step.toState,
      opinion: step.opinion,
      attachments: null,
      operatorId: step.operator.id,
      operator: step.operator.username,
      operatorName: step.operator.name,
      operatorRoles: roleNames.get(step.operator.role) ?? null,
      tenantId,
      createTime: step.at,
    };
  };
}
