import { useShellIntl } from '@shell/api-client';
import { MenuItems } from '../components/MenuDropdown';
import { useHeader } from '../internal/HeaderContext';
import { useAccountLinks } from './useAccountLinks';

/**
 * The items of the wallet or the order dropdown that the policy shows: a lazy part, so the item
 * lists and their labels stay out of the bar's start-up code.
 */
export function AccountItems({ menu }: { menu: 'wallet' | 'orders' }) {
  const intl = useShellIntl();
  const { href } = useHeader();
  const links = useAccountLinks('header')[menu];
  return <MenuItems links={links.map((link) => ({ key: link.gate, label: intl.formatMessage(link.label), href: href(link.path), entry: `header.${link.gate}` }))} />;
}
