import { GATED_GROUP_LABELS, GATED_ITEMS } from '@shell/site-config';
import type { GatedGroup, GatedItemInfo } from '@shell/site-config';

/** Display order and headings: the order a visitor meets them on the page, header to settings. */
export const GROUP_LABELS = GATED_GROUP_LABELS;

export const GROUP_ORDER = Object.keys(GROUP_LABELS) as GatedGroup[];

export interface ItemGroup {
  group: GatedGroup;
  label: string;
  items: readonly GatedItemInfo[];
}

/** GATED_ITEMS grouped, in display order; a group the policy does not (yet) have is left out. */
export const GROUPED_ITEMS: readonly ItemGroup[] = GROUP_ORDER.map((group) => ({
  group,
  label: GROUP_LABELS[group],
  items: GATED_ITEMS.filter((item) => item.group === group),
})).filter((entry) => entry.items.length > 0);
