import type { GatedItem, LangCode, MessageDescriptor } from '@shell/site-config';

/** The six link columns of the footer (spec §1), in display order. */
export const FOOTER_COLUMN_IDS = ['about', 'products', 'services', 'learn', 'contact', 'partner'] as const;
export type FooterColumnId = (typeof FOOTER_COLUMN_IDS)[number];

/**
 * One footer link (spec §2/§3 "footer item"): text, link, target, collect params, hidden flag,
 * optional children and an optional language-specific link.
 */
export interface FooterItem {
  /** Stable id within its column; the analytics entry is `footer.<column>.<id>` unless `collect` says otherwise. */
  readonly id: string;
  readonly text: MessageDescriptor;
  /**
   * Site path without language prefix (`/about_us`) or an absolute URL. Absent for a group
   * heading whose children carry the links.
   */
  readonly link?: string;
  /** Language-specific links, e.g. `{ zh: '/p2p/merchant' }` (spec §2). */
  readonly langLinks?: Readonly<Partial<Record<LangCode, string>>>;
  /** `_blank` opens a new tab (with `rel="noopener noreferrer"`). Default `_self`. */
  readonly target?: '_self' | '_blank';
  /** Analytics collect params: the entry name reported on click (overrides the default). */
  readonly collect?: { readonly entry: string };
  /** Hidden in the data itself (a link switched off without removing it). */
  readonly hidden?: boolean;
  /** The policy item that decides whether the link shows (site-config GATED_ITEMS). */
  readonly gate?: GatedItem;
  readonly children?: readonly FooterItem[];
}

export interface FooterColumn {
  readonly id: FooterColumnId;
  readonly title: MessageDescriptor;
  /** A policy item for the whole column (e.g. `footer.learn`, `footer.partner`). */
  readonly gate?: GatedItem;
  readonly items: readonly FooterItem[];
}

/** The legal block of a region: who operates the site, under which regulation, and the risks. */
export interface FooterLegal {
  /** The operating entity's legal name (a proper name, never translated). */
  readonly entity: string;
  /** Regulatory statements, one paragraph each. */
  readonly statements: readonly MessageDescriptor[];
  /** Risk disclaimers, one paragraph each; `<link>` chunks link to `riskLink`. */
  readonly risks: readonly MessageDescriptor[];
  /** Where the `<link>` chunk of a risk disclaimer leads. */
  readonly riskLink?: string;
  /** An extra disclaimer behind a policy item (the US "not investment advice" line). */
  readonly disclaimer?: { readonly text: MessageDescriptor; readonly link: string; readonly gate: GatedItem };
}

/** Everything the footer of one site shows: columns, legal block and the cookie-policy link. */
export interface FooterContent {
  readonly columns: readonly FooterColumn[];
  readonly legal: FooterLegal;
  /** The cookie policy page the cookie notice links to. */
  readonly cookiePolicyLink: string;
}
