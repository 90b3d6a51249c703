import * as z from 'zod/mini';
import { deliveryRoute } from '../internal/routes';
import { parseItems, toSeconds } from '@shell/api-client/core';
import { codedEnvelope, flag, optNum, optStr } from '@shell/api-client/schemas';
import { DELIVERY_CONTRACT_NAME, trendOf } from './primitives';
import type { Trend } from './primitives';

/**
 * `GET /apiw/v2/delivery/usdt/contracts` (shape not shown in the spec; chosen):
 * `{ code, data: contract[] }`, contract = `{ name, underlying, full_name, is_tag_st,
 * opening_time, expire_time, last_price, change_percentage, icon }`.
 */
export const deliveryContractsResponseSchema = codedEnvelope(z.array(z.unknown()));

export const deliveryContractSchema = z.object({
  /** `BTC_USDT_20251226`: a plausible contract name, or the row is dropped (issue 21 M2: it becomes a route segment). */
  name: z.string().check(z.regex(DELIVERY_CONTRACT_NAME)),
  /** `BTC_USDT`. */
  underlying: z.string().check(z.minLength(1)),
  full_name: optStr(),
  is_tag_st: flag(),
  /** Seconds or milliseconds; 0/absent when already trading. */
  opening_time: optNum(0),
  expire_time: optNum(0),
  last_price: optNum(0),
  change_percentage: optNum(0),
  icon: optStr(),
});
export type DeliveryContractRaw = z.infer<typeof deliveryContractSchema>;

export interface DeliveryContract {
  name: string;
  underlying: string;
  full_name: string;
  isST: boolean;
  /** Seconds; 0 when already trading. */
  opening_time: number;
  /** Seconds. */
  expire_time: number;
  last_price: number;
  change_percentage: number;
  trend: Trend;
  icon: string;
  /** `/futures-delivery/USDT/{name}`, without language prefix. */
  link: string;
}

export function normalizeDeliveryContract(raw: DeliveryContractRaw): DeliveryContract {
  return {
    name: raw.name,
    underlying: raw.underlying,
    full_name: raw.full_name || raw.underlying.replace('_', '/'),
    isST: raw.is_tag_st,
    opening_time: toSeconds(raw.opening_time),
    expire_time: toSeconds(raw.expire_time),
    last_price: raw.last_price,
    change_percentage: raw.change_percentage,
    trend: trendOf(raw.change_percentage),
    icon: raw.icon,
    link: deliveryRoute(raw.name),
  };
}

/**
 * Spec §5: contracts that open in the future come first, soonest first; the rest keep the
 * server's order after them. Pure and stable, so the same input always renders the same list.
 */
export function sortDeliveryContracts<T extends { opening_time: number }>(items: readonly T[], nowSeconds: number): T[] {
  const upcoming: T[] = [];
  const rest: T[] = [];
  for (const item of items) (item.opening_time > nowSeconds ? upcoming : rest).push(item);
  upcoming.sort((a, b) => a.opening_time - b.opening_time);
  return upcoming.concat(rest);
}

export function normalizeDeliveryContracts(list: readonly unknown[], nowSeconds: number) {
  const parsed = parseItems(list, deliveryContractSchema);
  const contracts = parsed.items.map(normalizeDeliveryContract);
  return { value: sortDeliveryContracts(contracts, nowSeconds), dropped: parsed.dropped, samples: parsed.samples };
}
