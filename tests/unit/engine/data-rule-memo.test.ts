// The data-rule memo keeps a user's allowed values until a table they follow is written, never a
// value read while such a write happened, and no longer than its time to live.
import { describe, expect, it } from 'vitest';
import { createDataRuleMemo, DATA_RULE_MEMO } from '../../../src/server/engine/data-rule-memo';

const TABLES = ['nanli_task', 'nanli_enterprise'];

function loader(...answers: string[][]) {
  let calls = 0;
  const load = () => Promise.resolve(answers[Math.min(calls++, answers.length - 1)]!);
  return { load, calls: () => calls };
}

describe('data-rule memo', () => {
  it('reads the values once while no table they follow is written', async () => {
    const memo = createDataRuleMemo();
    const { load, calls } = loader(['a']);
    expect(await memo.values('k', TABLES, load)).toEqual(['a']);
    memo.written([{ table: 'nanli_hidden_danger', verb: 'insert' }]);
    expect(await memo.values('k', TABLES, load)).toEqual(['a']);
    expect(calls()).toBe(1);
  });

  it('reads them again after a write to a table they follow', async () => {
    const memo = createDataRuleMemo();
    const { load } = loader(['a'], ['a', 'b']);
    await memo.values('k', TABLES, load);
    memo.written([{ table: 'nanli_task', verb: 'update' }]);
    expect(await memo.values('k', TABLES, load)).toEqual(['a', 'b']);
  });

  it('does not keep values read while such a write happened', async () => {
    const memo = createDataRuleMemo();
    let finish: (values: string[]) => void = () => {};
    const slow = () => new Promise<string[]>((resolve) => (finish = resolve));
    const reading = memo.values('k', TABLES, slow);
    memo.written([{ table: 'nanli_enterprise', verb: 'update' }]);
    finish(['old']);
    expect(await reading).toEqual(['old']);
    expect(await memo.values('k', TABLES, () => Promise.resolve(['new']))).toEqual(['new']);
  });

  it('reads them again once the time to live is over', async () => {
    let now = 0;
    const memo = createDataRuleMemo(() => now);
    const { load } = loader(['a'], ['b']);
    await memo.values('k', TABLES, load);
    now = DATA_RULE_MEMO.ttlMs;
    expect(await memo.values('k', TABLES, load)).toEqual(['b']);
  });
});
