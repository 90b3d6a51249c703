import { useShellIntl, useShellSession } from '@shell/api-client';
import { DEFAULT_FIAT } from '@shell/site-config';
import { REFERRAL_BADGE_USDT } from '../internal/spec';
import { EntryTags, ReferralBadge } from '../components/EntryTags';
import { MenuItems } from '../components/MenuDropdown';
import { useHeader } from '../internal/HeaderContext';
import { groupLinks } from '../model/navModel';
import { passesGate } from '../model/navBar';
import type { NavGroupKey } from '../model/navBar';
import type { useHeaderTags } from './useHeaderTags';

const lastSegment = (key: string) => key.slice(key.lastIndexOf('.') + 1);

export interface NavGroupPanelProps {
  group: NavGroupKey;
  /** The bar's reading of the header-tag call (the bar reads it once for every entry). */
  tagsOf: ReturnType<typeof useHeaderTags>;
}

/**
 * The items of one navigation dropdown (Buy Crypto, Trading, Earn, More) that the policy shows:
 * a lazy part, so their labels and the link lists stay out of the bar's start-up code.
 */
export function NavGroupPanel({ group, tagsOf }: NavGroupPanelProps) {
  const intl = useShellIntl();
  const { href, shown } = useHeader();
  const { fiat } = useShellSession();
  const links = groupLinks(group, { fiat: fiat ?? DEFAULT_FIAT })
    .filter((link) => passesGate(link.gate, shown))
    .map((link) => ({
      key: link.key,
      label: intl.formatMessage(link.label, link.values),
      href: href(link.path),
      entry: `header.nav.${link.key}`,
      extra: (
        <>
          {link.badge === 'referral' ? <ReferralBadge amount={REFERRAL_BADGE_USDT} /> : null}
          <EntryTags tags={tagsOf(lastSegment(link.key))} />
        </>
      ),
    }));
  return <MenuItems links={links} />;
}
