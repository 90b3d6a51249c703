// `@shell/header/messages`: the header's message descriptors (ids `header.*`) and its catalog
// loader. The descriptors are grouped by the part that shows them, so the groups only panels use
// (the user card, the logout dialog) travel with those panels rather than with the top bar.
export { headerMessages, navMessages } from './header';
export { orderMessages, profileMessages, walletMessages } from './account';
export { navItemMessages } from './navItems';
export { userMessages } from './user';
export { logoutMessages } from './logout';
export { loadHeaderMessages } from '../i18n/load';
