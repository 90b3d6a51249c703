// The e2e tests compute what each page must show from the same policy the demo renders, read
// from the package sources (the demo never needs a package build, and neither do its tests).
import { explainAll, explainPolicy, GATED_ITEMS, SITE_KEYS, SITES } from '../../../packages/site-config/src/index';
import type { GatedItem, PolicyDecision, SiteKey } from '../../../packages/site-config/src/index';
import { representativeUser } from '../src/policy/representativeUser';
import type { DemoUser } from '../src/state/demoState';

export { GATED_ITEMS, SITE_KEYS, SITES };
export type { GatedItem, SiteKey };

export function matrixDecisions(site: SiteKey, user: DemoUser): Readonly<Record<GatedItem, PolicyDecision>> {
  return explainAll({ site, user: representativeUser(user) });
}

export function matrixDecision(item: GatedItem, site: SiteKey, user: DemoUser): PolicyDecision {
  return explainPolicy(item, { site, user: representativeUser(user) });
}

/** Items whose decision for this user differs between `site` and the main site. */
export function itemsDifferingFromMain(site: SiteKey, user: DemoUser): GatedItem[] {
  const main = matrixDecisions('main', user);
  const here = matrixDecisions(site, user);
  return GATED_ITEMS.map((item) => item.id).filter((id) => main[id].shown !== here[id].shown);
}
