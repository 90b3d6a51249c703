import { GATED_ITEM_IDS, rulesOf } from './items';
import type { GatedItem } from './items';
import { resolveContext } from './rules';
import type { ResolvedContext } from './rules';
import type { PolicyContext, PolicyDecision } from './context';

interface Decisions {
  resolved: ResolvedContext;
  byItem: Map<GatedItem, PolicyDecision>;
}

/**
 * Decisions per context object. A render asks about the same items of one context many times
 * (the header alone over a hundred), and the shell's contexts are memoized objects that are
 * replaced, never changed, when the data behind them changes. A caller that mutates a context
 * after asking about it would read stale answers: build a new one instead.
 */
const decisionsOf = new WeakMap<PolicyContext, Decisions>();

function decisions(ctx: PolicyContext): Decisions {
  let found = decisionsOf.get(ctx);
  if (found === undefined) {
    found = { resolved: resolveContext(ctx), byItem: new Map() };
    decisionsOf.set(ctx, found);
  }
  return found;
}

/** The policy: whether an item is shown in this context, and the first reason it is not. */
export function explainPolicy(item: GatedItem, ctx: PolicyContext): PolicyDecision {
  const { resolved, byItem } = decisions(ctx);
  let decision = byItem.get(item);
  if (decision === undefined) {
    decision = decide(item, resolved);
    byItem.set(item, decision);
  }
  return decision;
}

const SHOWN: PolicyDecision = Object.freeze({ shown: true, reason: 'shown' });

function decide(item: GatedItem, resolved: ResolvedContext): PolicyDecision {
  for (const rule of rulesOf(item)) {
    const reason = rule(resolved);
    if (reason !== null) return Object.freeze({ shown: false, reason });
  }
  return SHOWN;
}

export function isShown(item: GatedItem, ctx: PolicyContext): boolean {
  return explainPolicy(item, ctx).shown;
}

/** Every item's decision for one context, in display order (e.g. for the policy-matrix page). */
export function explainAll(ctx: PolicyContext): Readonly<Record<GatedItem, PolicyDecision>> {
  const out = {} as Record<GatedItem, PolicyDecision>;
  for (const id of GATED_ITEM_IDS) out[id] = explainPolicy(id, ctx);
  return out;
}
