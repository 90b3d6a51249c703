import { reminderRoute, ROUTES } from '@shell/site-config';
import type { GatedItem, MessageDescriptor } from '@shell/site-config';
import type { WalletOrderRoutes } from '../internal/routes';
import { orderMessages, profileMessages, walletMessages } from '../messages/account';

/** One item of the wallet, order or profile menu; `path` without language prefix. */
export interface AccountLinkSpec {
  /** Also the policy item that decides it, and the analytics entry `header.<gate>`. */
  gate: GatedItem;
  label: MessageDescriptor;
  path: string;
}

const item = (gate: GatedItem, label: MessageDescriptor, path: string): AccountLinkSpec => ({ gate, label, path });

/** Every wallet item of spec §2 in menu order; the policy decides which are shown. */
export function walletLinks(): AccountLinkSpec[] {
  return [
    item('wallet.overview', walletMessages.overview, ROUTES.walletOverview),
    // The unified account replaces the spot, futures, margin and cross-margin accounts.
    item('wallet.unifiedAccount', walletMessages.unifiedAccount, ROUTES.walletSpot),
    item('wallet.spot', walletMessages.spot, ROUTES.walletSpot),
    item('wallet.futures', walletMessages.futures, ROUTES.walletFutures),
    item('wallet.margin', walletMessages.margin, ROUTES.walletMargin),
    item('wallet.crossMargin', walletMessages.crossMargin, ROUTES.walletCrossMargin),
    item('wallet.quantitative', walletMessages.quantitative, ROUTES.walletQuantitative),
    item('wallet.payment', walletMessages.payment, ROUTES.walletPayment),
    item('wallet.deposit', walletMessages.deposit, ROUTES.deposit),
    item('wallet.depositGateCode', walletMessages.depositGateCode, ROUTES.depositGateCode),
    item('wallet.withdraw', walletMessages.withdraw, ROUTES.withdraw),
    item('wallet.withdrawInternal', walletMessages.withdrawInternal, ROUTES.withdrawInternal),
    item('wallet.depositFiat', walletMessages.depositFiat, ROUTES.depositFiat),
    item('wallet.withdrawFiat', walletMessages.withdrawFiat, ROUTES.withdrawFiat),
    item('wallet.alpha', walletMessages.alpha, ROUTES.walletAlpha),
    item('wallet.botAccount', walletMessages.botAccount, ROUTES.walletBotAccount),
    item('wallet.launchPool', walletMessages.launchPool, ROUTES.walletLaunchPool),
    item('wallet.nextup', walletMessages.nextup, ROUTES.walletNextup),
    item('wallet.transfer', walletMessages.transfer, ROUTES.purseLog),
    item('wallet.gt', walletMessages.gt, ROUTES.gt),
    item('wallet.accountStatement', walletMessages.accountStatement, ROUTES.accountStatement),
    item('wallet.availableProof', walletMessages.availableProof, ROUTES.availableProof),
    item('wallet.audit', walletMessages.audit, ROUTES.fundsAudit),
    item('wallet.pointManage', walletMessages.pointManage, ROUTES.pointManage),
  ];
}

/**
 * Every order item of spec §2. The futures link and the margin pages depend on the account
 * (`walletOrderRoutes`: open contracts, unified mode folds margin away).
 */
export function orderLinks(routes: WalletOrderRoutes): AccountLinkSpec[] {
  const links: (AccountLinkSpec | null)[] = [
    item('order.spot', orderMessages.spot, routes.spot),
    item('order.alpha', orderMessages.alpha, ROUTES.ordersAlpha),
    item('order.futures', orderMessages.futures, routes.futures),
    item('order.delivery', orderMessages.delivery, routes.delivery),
    item('order.p2p', orderMessages.p2p, ROUTES.ordersP2p),
    routes.margin === null ? null : item('order.margin', orderMessages.margin, routes.margin),
    routes.crossMargin === null ? null : item('order.crossMargin', orderMessages.crossMargin, routes.crossMargin),
    item('order.paymentBills', orderMessages.paymentBills, ROUTES.ordersPaymentBills),
    item('order.convert', orderMessages.convert, ROUTES.ordersConvert),
    item('order.lockEarn', orderMessages.lockEarn, ROUTES.ordersLockEarn),
  ];
  return links.filter((l): l is AccountLinkSpec => l !== null);
}

/**
 * Profile items of the user dropdown (`header`) or the mobile drawer (`side`): the Notifications
 * entry exists only in the side menu (spec §6).
 */
export function profileLinks(surface: 'header' | 'side'): AccountLinkSpec[] {
  return [
    item('profile.profile', profileMessages.profile, ROUTES.profile),
    item('profile.kyc', profileMessages.kyc, ROUTES.kycHome),
    item('profile.individualVerification', profileMessages.individualVerification, `${ROUTES.kycHome}?type=individual`),
    item('profile.security', profileMessages.security, ROUTES.securitySetting),
    item('profile.couponCenter', profileMessages.couponCenter, ROUTES.profileCouponCenter),
    item('profile.rewardCenter', profileMessages.rewardCenter, ROUTES.couponCenter),
    item('profile.fee', profileMessages.fee, ROUTES.fee),
    item('profile.vipPrivilege', profileMessages.vipPrivilege, ROUTES.vip),
    item('profile.apiKeys', profileMessages.apiKeys, ROUTES.apiKeys),
    item('profile.subAccountManagement', profileMessages.subAccounts, ROUTES.subAccountManage),
    item('profile.commit', profileMessages.commit, ROUTES.proofOfReservesUs),
    item('profile.auditLink', profileMessages.auditLink, ROUTES.fundsAudit),
    item('profile.tickets', profileMessages.tickets, ROUTES.tickets),
    item('profile.serviceChat', profileMessages.serviceChat, ROUTES.serviceChat),
    surface === 'side'
      ? item('profile.notifications.sideMenu', profileMessages.notifications, reminderRoute())
      : item('profile.notifications.header', profileMessages.notifications, reminderRoute()),
  ];
}

/** The items a policy shows, in order. */
export function visibleLinks(links: readonly AccountLinkSpec[], shown: (item: GatedItem) => boolean): AccountLinkSpec[] {
  return links.filter((l) => shown(l.gate));
}
