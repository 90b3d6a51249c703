/** The social networks of the footer, in display order. */
export const SOCIAL_NETWORKS = ['x', 'telegram', 'youtube', 'linkedin', 'facebook'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export interface SocialLink {
  readonly network: SocialNetwork;
  /** The network's own name (a brand, never translated). */
  readonly name: string;
  readonly href: string;
}

/** The brand's official accounts (content to confirm with marketing; see README). */
export const SOCIAL_LINKS: readonly SocialLink[] = Object.freeze([
  { network: 'x', name: 'X', href: 'https://x.com/gate_global' },
  { network: 'telegram', name: 'Telegram', href: 'https://t.me/gate_global' },
  { network: 'youtube', name: 'YouTube', href: 'https://www.youtube.com/@gate_global' },
  { network: 'linkedin', name: 'LinkedIn', href: 'https://www.linkedin.com/company/gate-global' },
  { network: 'facebook', name: 'Facebook', href: 'https://www.facebook.com/gateglobal' },
]);

/**
 * The exact hosts of {@link SOCIAL_LINKS} (the allow-list matches exact hosts). The footer adds
 * them to the host app's `externalHosts` for its social list only, so these links pass
 * `ShellLink`'s allow-list without widening it elsewhere.
 */
export const SOCIAL_HOSTS: readonly string[] = Object.freeze(SOCIAL_LINKS.map((link) => new URL(link.href).hostname));
