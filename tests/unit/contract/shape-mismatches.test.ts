// The comparer the API suite holds the client tests' mocks against real answers with.
import { describe, expect, it } from 'vitest';
import { shapeMismatches } from '../../api/helpers/shape';

describe('shapeMismatches', () => {
  it('accepts a mock that is a part of the real answer, nulls on either side included', () => {
    const real = {
      success: true,
      result: {
        list: [
          { id: 'a', n: 1 },
          { id: 'b', extra: 'x' },
        ],
        note: null,
      },
    };
    expect(shapeMismatches({ success: true, result: { list: [{ id: 'z', extra: 'y' }] } }, real)).toEqual([]);
    expect(shapeMismatches({ result: { note: 'text', list: [{ n: null }] } }, real)).toEqual([]);
  });

  it('names a field the server does not send and a field of another type', () => {
    const real = { result: { records: [{ id: 'a', age: 3 }], total: 1 } };
    const mock = { result: { records: [{ id: 'a', age: '3', nick: 'x' }], total: '1' } };
    expect(shapeMismatches(mock, real)).toEqual([
      'result.records[0].age: the mock has a string, the server a number',
      'result.records[0].nick: the server does not send it',
      'result.total: the mock has a string, the server a number',
    ]);
  });

  it('refuses to check a mocked list against an empty real one', () => {
    expect(shapeMismatches({ list: [{ id: 'a' }] }, { list: [] })).toEqual([
      'list: the server answered an empty list, nothing to compare with',
    ]);
    expect(shapeMismatches({ list: [] }, { list: [] })).toEqual([]);
  });
});
