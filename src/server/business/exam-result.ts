// A training attendee's exam result (nl_exam_result) from the score, as the maintained value
// `examResult`: 合格 from the passing score up, 不合格 below it. Without a score the result is what
// was entered (缺考, 免考, or a result recorded without the score), so the user's entry stays.
import { sql } from 'kysely';
import type { RowMaintainedValueHook } from '../engine/server-rule-hooks';
import { compare, isNull } from '../engine/sql-conditions';
import { dictValue } from './insure-status';

/** The lowest score that passes an exam (out of 100). */
export const PASSING_SCORE = 60;

/** nl_exam_result values the score decides. */
export const EXAM_RESULT = { failed: '0', passed: '1' } as const;

export const examResultByScore: RowMaintainedValueHook = {
  from: 'row',
  needs: [['trainingAttendee', 'examScore', 'examResult']],
  value({ column }) {
    const score = column('examScore');
    return sql<string>`case
      when ${isNull(score)} then ${sql.ref(column('examResult'))}
      when ${compare(score, '>=', PASSING_SCORE)} then ${dictValue(EXAM_RESULT.passed)}
      else ${dictValue(EXAM_RESULT.failed)} end`;
  },
};
