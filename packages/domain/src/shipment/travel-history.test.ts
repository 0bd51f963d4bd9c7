import { describe, expect, it } from 'vitest';
import {
  entryAgentName,
  entryTimestamp,
  isExceptionLast,
  latestEntry,
  specialEventOf,
  type TravelHistoryEntry,
} from './travel-history.ts';

describe('isExceptionLast (spec 000 §4: the bar turns red)', () => {
  const picked: TravelHistoryEntry = { status: 'picked_up', timestamp: '2025-03-01T09:00:00Z' };
  const exception: TravelHistoryEntry = {
    status: 'at_warehouse',
    code: 'exception',
    timestamp: '2025-03-02T09:00:00Z',
  };
  const resolved: TravelHistoryEntry = { status: 'in_transit', timestamp: '2025-03-03T09:00:00Z' };

  it.each<[string, TravelHistoryEntry[] | null | undefined, boolean]>([
    ['no history', [], false],
    ['history not fetched', undefined, false],
    ['null history', null, false],
    ['exception is the last entry', [picked, exception], true],
    [
      'exception is last by time though listed first',
      [exception, picked].map((e, i) => (i === 0 ? { ...e, timestamp: '2025-03-09T00:00:00Z' } : e)),
      true,
    ],
    ['a later entry follows the exception', [picked, exception, resolved], false],
    ['the later entry is listed first', [resolved, exception, picked], false],
    ['code in upper case', [picked, { ...exception, code: 'EXCEPTION' }], true],
    [
      'status exception without a code',
      [picked, { status: 'exception', created_at: '2025-03-02T09:00:00Z' }],
      true,
    ],
    [
      'consolidated is not an exception',
      [picked, { status: 'consolidated', code: 'consolidated', timestamp: '2025-03-02T09:00:00Z' }],
      false,
    ],
  ])('%s → %j', (_name, history, expected) => {
    expect(isExceptionLast(history)).toBe(expected);
  });
});

describe('entry readers', () => {
  it('reads timestamp, else created_at', () => {
    expect(entryTimestamp({ timestamp: 'a', created_at: 'b' })).toBe('a');
    expect(entryTimestamp({ created_at: 'b' })).toBe('b');
    expect(entryTimestamp({})).toBeNull();
  });

  it('reads agent_name, else agent.first_name', () => {
    expect(entryAgentName({ agent_name: 'Kwame', agent: { first_name: 'Ama' } })).toBe('Kwame');
    expect(entryAgentName({ agent: { first_name: 'Ama' } })).toBe('Ama');
    expect(entryAgentName({ agent: null })).toBeNull();
  });

  it.each<[TravelHistoryEntry, string | null]>([
    [{ code: 'exception' }, 'exception'],
    [{ code: 'consolidated' }, 'consolidated'],
    [{ status: 'CONSOLIDATED' }, 'consolidated'],
    [{ code: 'status_change', status: 'exception' }, 'exception'],
    [{ status: 'in_transit' }, null],
    [{}, null],
  ])('special event of %j → %j', (entry, expected) => {
    expect(specialEventOf(entry)).toBe(expected);
  });

  it('latestEntry picks the latest time; untimed entries count as earliest; ties go to the later listed', () => {
    const a = { id: 'a', timestamp: '2025-01-02T00:00:00Z' };
    const b = { id: 'b', timestamp: '2025-01-01T00:00:00Z' };
    const c = { id: 'c' };
    const d = { id: 'd', created_at: '2025-01-02T00:00:00Z' };
    expect(latestEntry([a, b, c])?.id).toBe('a');
    expect(latestEntry([a, d])?.id).toBe('d');
    expect(latestEntry([c])?.id).toBe('c');
    expect(latestEntry([])).toBeNull();
  });
});
