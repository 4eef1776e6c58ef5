// A refused write as the client sees it: success:false, code 500, the first problem as the message
// ('<label>：<message>', or '<sub-table>第N行的<label>：<message>') and every problem in a
// ValidationFailure so the form can mark the fields and grid cells.
import type { ValidationFailure } from '../../../shared/engine-api';
import { Errors } from '../../errors';
import type { AppError } from '../../errors';
import type { ResolvedEntity, ResolvedSubTable } from '../registry';
import type { Candidate } from './candidates';

export interface SubCandidates {
  sub: ResolvedSubTable;
  candidates: Candidate[];
}

export const subRowMessage = (sub: ResolvedSubTable, row: number, label: string, message: string) =>
  `${sub.title}第${row + 1}行的${label}：${message}`;

/** The first problem of one candidate in field order, as '<label>：<message>'. */
export function firstProblem(entity: ResolvedEntity, candidate: Candidate): string | null {
  const field = entity.fields.find((f) => candidate.errors[f.key] !== undefined);
  return field ? `${field.label}：${candidate.errors[field.key]}` : null;
}

/** The failure of a write of a main record and its sub-table rows, or null when nothing failed. */
export function failureOf(entity: ResolvedEntity, main: Candidate, subs: SubCandidates[]): AppError | null {
  const failure: ValidationFailure = { fields: { ...main.errors } };
  let message = firstProblem(entity, main);
  for (const { sub, candidates } of subs) {
    const rows: NonNullable<ValidationFailure['subTables']>[string] = [];
    for (const candidate of candidates) {
      for (const field of sub.entity.fields) {
        const error = candidate.errors[field.key];
        if (error === undefined) continue;
        rows.push({ row: candidate.index, field: field.key, message: error });
        message ??= subRowMessage(sub, candidate.index, field.label, error);
      }
    }
    if (rows.length) (failure.subTables ??= {})[sub.listKey] = rows;
  }
  return message ? Errors.validationFailed(message, failure) : null;
}
