import { describe, expect, it } from 'vitest';
import { deliveryContractSchema, normalizeDeliveryContract, sortDeliveryContracts } from './delivery';

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

// Issue 21 M2 (corpus round): the contract name becomes the route's last segment; a name that is
// no plausible contract drops the row instead of becoming an encoded oddity such as `..%2Flogout`.
describe('delivery contract names', () => {
  const row = (name: string) => ({ name, underlying: 'BTC_USDT' });

  it.each(['../../logout', '..', 'BTC_USDT/..', 'BTC_USDT?x=1', 'BTC_USDT#x', '%2e%2e_USDT', '.._USDT_20251226', 'BTC', `BTC_USDT_${'1'.repeat(33)}`])('drops the contract %j', (name) => {
    expect(deliveryContractSchema.safeParse(row(name)).success).toBe(false);
  });

  it.each(['BTC_USDT_20251226', 'BTC_USDT', '1000.SATS_USDT_20260327'])('keeps %j with a plain route', (name) => {
    const parsed = deliveryContractSchema.parse(row(name));
    expect(normalizeDeliveryContract(parsed).link).toBe(`/futures-delivery/USDT/${name}`);
  });
});
