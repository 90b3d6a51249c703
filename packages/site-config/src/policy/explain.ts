import { GATED_ITEMS, rulesOf } from './items';
import type { GatedItem } from './items';
import { resolveContext } from './rules';
import type { ResolvedContext } from './rules';
import type { PolicyContext, PolicyDecision } from './context';

/** The policy: whether an item is shown in this context, and the first reason it is not. */
export function explainPolicy(item: GatedItem, ctx: PolicyContext): PolicyDecision {
  return decide(item, resolveContext(ctx));
}

function decide(item: GatedItem, resolved: ResolvedContext): PolicyDecision {
  for (const rule of rulesOf(item)) {
    const reason = rule(resolved);
    if (reason !== null) return { shown: false, reason };
  }
  return { shown: true, reason: 'shown' };
}

export function isShown(item: GatedItem, ctx: PolicyContext): boolean {
  return explainPolicy(item, ctx).shown;
}

/** Every item's decision for one context, in display order (e.g. for the policy-matrix page). */
export function explainAll(ctx: PolicyContext): Readonly<Record<GatedItem, PolicyDecision>> {
  const resolved = resolveContext(ctx);
  const out = {} as Record<GatedItem, PolicyDecision>;
  for (const { id } of GATED_ITEMS) out[id] = decide(id, resolved);
  return out;
}
