// `@shell/header/model`: the header's pure models — the navigation (the bar's entries and each
// group's links), the wallet, order and profile menus, the testnet and app-download links. An
// entry apart from the root: the group links are only needed once a dropdown opens, and a root
// re-export would put them in every page's start-up chunk.
export { navBar, visibleNavBar } from './navBar';
export type { MarketEntrySpec, NavBarEntry, NavGroupHead, NavGroupKey, NavLinkSpec } from './navBar';
export { groupLinks, headerNav, visibleNav } from './navModel';
export type { NavEntrySpec, NavGroupSpec } from './navModel';
export { orderLinks, profileLinks, visibleLinks, walletLinks } from './accountMenus';
export type { AccountLinkSpec } from './accountMenus';
export { appDownloadHref, testnetEntryHref, TESTNET_OAUTH } from './links';
