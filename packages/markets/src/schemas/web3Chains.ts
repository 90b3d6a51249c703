import * as z from 'zod/mini';
import { parseItems } from '@shell/api-client/core';
import { codedEnvelope, optNum, optStr } from '@shell/api-client/schemas';

/**
 * `GET /apiw/v2/web3/chains?lang=&sub_website_id=&chain=` (not shown; chosen):
 * `{ code, data: [{ chain: 'eth', name: 'Ethereum', icon, chain_id }] }`. The alpha search uses it
 * for its chain menu.
 */
export const web3ChainsResponseSchema = codedEnvelope(z.array(z.unknown()));

export const web3ChainSchema = z.object({
  chain: z.string().check(z.minLength(1)),
  name: optStr(),
  icon: optStr(),
  chain_id: optNum(0),
});
export type Web3Chain = z.infer<typeof web3ChainSchema>;

export function normalizeWeb3Chains(list: readonly unknown[]) {
  const parsed = parseItems(list, web3ChainSchema);
  const value = parsed.items.map((chain) => ({ ...chain, name: chain.name || chain.chain.toUpperCase() }));
  return { value, dropped: parsed.dropped, samples: parsed.samples };
}
