// Builders of the Result envelope (contract §3). Success always carries code 200.
import { RESULT_CODES } from '../../shared/api-types';
import type { ApiResult } from '../../shared/api-types';
import { SuccessMessages } from '../errors';

export function ok<T>(result: T, message: string = SuccessMessages.default): ApiResult<T> {
  return { success: true, message, code: RESULT_CODES.ok, result, timestamp: Date.now() };
}

export function failure<T = null>(code: number, message: string, result: T = null as T): ApiResult<T> {
  return { success: false, message, code, result, timestamp: Date.now() };
}
