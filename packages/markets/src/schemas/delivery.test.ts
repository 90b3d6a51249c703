import { describe, expect, it } from 'vitest';
import { sortDeliveryContracts } from './delivery';

describe('sortDeliveryContracts (spec §5)', () => {
  const now = 1_000_000;
  const items = [
    { name: 'live-a', opening_time: 0 },
    { name: 'later', opening_time: now + 300 },
    { name: 'live-b', opening_time: now - 50 },
    { name: 'soonest', opening_time: now + 10 },
    { name: 'exactly-now', opening_time: now },
    { name: 'live-c', opening_time: 0 },
  ];

  it('puts future openings first by time ascending, then the rest in their order', () => {
    expect(sortDeliveryContracts(items, now).map((i) => i.name)).toEqual([
      'soonest',
      'later',
      'live-a',
      'live-b',
      'exactly-now',
      'live-c',
    ]);
  });

  it('does not mutate its input', () => {
    const copy = [...items];
    sortDeliveryContracts(items, now);
    expect(items).toEqual(copy);
  });
});
