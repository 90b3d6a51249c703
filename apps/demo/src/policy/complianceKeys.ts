import { EMPTY_COMPLIANCE, explainAll, GATED_ITEMS, SITE_KEYS } from '@shell/site-config';
import type { ComplianceInfo, GatedItem } from '@shell/site-config';
import { representativeUser } from './representativeUser';

/** Where a compliance key sits in the compliance-check response (spec §3). */
export type ComplianceField = 'menu' | 'business' | 'limit';

export interface ComplianceKeyRow {
  field: ComplianceField;
  key: string;
  /** The gated items the key hides on at least one site where they show without it, in GATED_ITEMS order. */
  hides: readonly GatedItem[];
}

/** The menu keys the header and settings items name; the footer's own keys follow. */
const MENU_KEYS = ['deposit', 'derivatives', 'fiat_trade', 'flash_exchange', 'gate_otc', 'gatepay', 'help_center', 'latest_news', 'launchpad', 'ondo', 'xstocks'];

/** The footer's keys: each footer item the policy gates carries its compliance key. */
const FOOTER_KEYS = GATED_ITEMS.flatMap((item) => (item.id.startsWith('footer.') && item.complianceKey !== undefined ? [item.complianceKey] : []));

/** Every key of the compliance response the policy reads, menu keys first. */
export const COMPLIANCE_KEYS: readonly { field: ComplianceField; key: string }[] = [
  ...[...new Set([...MENU_KEYS, ...FOOTER_KEYS])].sort().map((key) => ({ field: 'menu' as const, key })),
  { field: 'business', key: 'button_alpha_hidden' },
  { field: 'limit', key: 'is_sanction_country' },
  { field: 'limit', key: 'au_redirect' },
];

function complianceWith(field: ComplianceField, key: string): ComplianceInfo {
  if (field === 'menu') return { ...EMPTY_COMPLIANCE, menu: [key] };
  if (field === 'business') return { ...EMPTY_COMPLIANCE, business: [key] };
  return { ...EMPTY_COMPLIANCE, limit: { ...EMPTY_COMPLIANCE.limit, [key]: true } };
}

/**
 * What each compliance key hides, measured through the policy itself: every site, a signed-in
 * main account, the item's decision with only that key set against its decision with none. So
 * the table cannot drift from the rules (`au_redirect` hides nothing: it redirects the page).
 */
export function complianceKeyRows(): ComplianceKeyRow[] {
  const user = representativeUser('user');
  const baseline = Object.fromEntries(SITE_KEYS.map((site) => [site, explainAll({ site, user, compliance: EMPTY_COMPLIANCE })]));
  return COMPLIANCE_KEYS.map(({ field, key }) => {
    const compliance = complianceWith(field, key);
    const hidden = new Set<GatedItem>();
    for (const site of SITE_KEYS) {
      const decisions = explainAll({ site, user, compliance });
      for (const item of GATED_ITEMS) if (baseline[site]?.[item.id]?.shown && !decisions[item.id].shown) hidden.add(item.id);
    }
    return { field, key, hides: GATED_ITEMS.filter((item) => hidden.has(item.id)).map((item) => item.id) };
  });
}
