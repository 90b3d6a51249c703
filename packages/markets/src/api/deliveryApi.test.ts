import { countRequests, createTestStore } from '@shell/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DELIVERY_DEDUPE_MS } from '../internal/spec';
import { MARKET_CALLS } from './calls';
import { deliveryApi } from './deliveryApi';

const scope = { site: 'main', lang: 'en' } as const;


afterEach(() => {
  vi.useRealTimers();
});

describe('getDeliveryContracts', () => {
  it('lists upcoming contracts first, soonest first, with delivery links', async () => {
    const { store } = createTestStore();
    const { data = [] } = await store.dispatch(deliveryApi.endpoints.getDeliveryContracts.initiate(scope));
    const now = Date.now() / 1000;
    const upcoming = data.filter((c) => c.opening_time > now);
    expect(upcoming.length).toBeGreaterThan(0);
    expect(data.slice(0, upcoming.length)).toEqual(upcoming);
    expect(upcoming.map((c) => c.opening_time)).toEqual([...upcoming.map((c) => c.opening_time)].sort((a, b) => a - b));
    expect(data[0]?.link).toMatch(/^\/futures-delivery\/USDT\/[A-Z]+_USDT_\d{8}$/);
  });

  it('makes no second request for a subscription within 30 s, and one after', async () => {
    const requests = countRequests(MARKET_CALLS.deliveryContracts.path);
    const { store } = createTestStore();
    const first = store.dispatch(deliveryApi.endpoints.getDeliveryContracts.initiate(scope));
    await first;
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    first.unsubscribe();

    vi.advanceTimersByTime(DELIVERY_DEDUPE_MS - 1000);
    const second = store.dispatch(deliveryApi.endpoints.getDeliveryContracts.initiate(scope));
    await second;
    expect(requests.count).toBe(1);
    second.unsubscribe();

    vi.advanceTimersByTime(DELIVERY_DEDUPE_MS + 1000);
    vi.useRealTimers();
    await store.dispatch(deliveryApi.endpoints.getDeliveryContracts.initiate(scope));
    expect(requests.count).toBe(2);
  });

  it('shares one request between simultaneous subscribers', async () => {
    const requests = countRequests(MARKET_CALLS.deliveryContracts.path);
    const { store } = createTestStore();
    await Promise.all([
      store.dispatch(deliveryApi.endpoints.getDeliveryContracts.initiate(scope)),
      store.dispatch(deliveryApi.endpoints.getDeliveryContracts.initiate(scope)),
    ]);
    expect(requests.count).toBe(1);
  });
});
