import { defineMessages } from '@shell/site-config';

// The wallet, order and profile menus' items: only their panels and the drawer show them (parts
// fetched on demand), so they are a module apart from the bar's own texts.

/** Wallet dropdown items (spec §2 wallet targets). */
export const walletMessages = defineMessages({
  overview: { id: 'header.wallet.overview', defaultMessage: 'Overview', description: 'Wallet menu item' },
  unifiedAccount: { id: 'header.wallet.unified', defaultMessage: 'Unified Account', description: 'Wallet menu item' },
  spot: { id: 'header.wallet.spot', defaultMessage: 'Spot Account', description: 'Wallet menu item' },
  futures: { id: 'header.wallet.futures', defaultMessage: 'Futures Account', description: 'Wallet menu item' },
  margin: { id: 'header.wallet.margin', defaultMessage: 'Margin Account', description: 'Wallet menu item' },
  crossMargin: { id: 'header.wallet.crossMargin', defaultMessage: 'Cross Margin Account', description: 'Wallet menu item' },
  quantitative: { id: 'header.wallet.quant', defaultMessage: 'Quant Account', description: 'Wallet menu item' },
  payment: { id: 'header.wallet.payment', defaultMessage: 'Payment Account', description: 'Wallet menu item' },
  deposit: { id: 'header.wallet.deposit', defaultMessage: 'Deposit', description: 'Wallet menu item' },
  depositGateCode: { id: 'header.wallet.depositGateCode', defaultMessage: 'Deposit with Gate Code', description: 'Wallet menu item' },
  withdraw: { id: 'header.wallet.withdraw', defaultMessage: 'Withdraw', description: 'Wallet menu item' },
  withdrawInternal: { id: 'header.wallet.withdrawInternal', defaultMessage: 'Internal Transfer', description: 'Wallet menu item: withdraw to another Gate user' },
  depositFiat: { id: 'header.wallet.depositFiat', defaultMessage: 'Fiat Deposit', description: 'Wallet menu item' },
  withdrawFiat: { id: 'header.wallet.withdrawFiat', defaultMessage: 'Fiat Withdrawal', description: 'Wallet menu item' },
  alpha: { id: 'header.wallet.alpha', defaultMessage: 'Alpha Account', description: 'Wallet menu item' },
  botAccount: { id: 'header.wallet.bot', defaultMessage: 'Bot Account', description: 'Wallet menu item' },
  launchPool: { id: 'header.wallet.launchPool', defaultMessage: 'Launchpool Account', description: 'Wallet menu item' },
  nextup: { id: 'header.wallet.nextup', defaultMessage: 'NextUp Account', description: 'Wallet menu item' },
  transfer: { id: 'header.wallet.transfer', defaultMessage: 'Transfer History', description: 'Wallet menu item (/myaccount/mypurselog)' },
  gt: { id: 'header.wallet.gt', defaultMessage: 'GT Holdings', description: 'Wallet menu item' },
  accountStatement: { id: 'header.wallet.statement', defaultMessage: 'Account Statement', description: 'Wallet menu item' },
  availableProof: { id: 'header.wallet.proof', defaultMessage: 'Proof of Funds', description: 'Wallet menu item' },
  audit: { id: 'header.wallet.audit', defaultMessage: 'Funds Audit', description: 'Wallet menu item' },
  pointManage: { id: 'header.wallet.points', defaultMessage: 'Points', description: 'Wallet menu item' },
});

/** Order dropdown items (spec §2 order targets). */
export const orderMessages = defineMessages({
  spot: { id: 'header.order.spot', defaultMessage: 'Spot Orders', description: 'Order menu item' },
  alpha: { id: 'header.order.alpha', defaultMessage: 'Alpha Orders', description: 'Order menu item' },
  futures: { id: 'header.order.futures', defaultMessage: 'Futures Orders', description: 'Order menu item' },
  delivery: { id: 'header.order.delivery', defaultMessage: 'Delivery Orders', description: 'Order menu item' },
  p2p: { id: 'header.order.p2p', defaultMessage: 'P2P Orders', description: 'Order menu item' },
  margin: { id: 'header.order.margin', defaultMessage: 'Margin Orders', description: 'Order menu item' },
  crossMargin: { id: 'header.order.crossMargin', defaultMessage: 'Cross Margin Orders', description: 'Order menu item' },
  paymentBills: { id: 'header.order.paymentBills', defaultMessage: 'Payment Bills', description: 'Order menu item' },
  convert: { id: 'header.order.convert', defaultMessage: 'Convert History', description: 'Order menu item' },
  lockEarn: { id: 'header.order.earn', defaultMessage: 'Earn Orders', description: 'Order menu item' },
});

/** Profile items of the user dropdown and the drawer (spec §2 profile targets). */
export const profileMessages = defineMessages({
  profile: { id: 'header.profile.profile', defaultMessage: 'Profile', description: 'Profile menu item' },
  kyc: { id: 'header.profile.kyc', defaultMessage: 'Identity Verification', description: 'Profile menu item' },
  security: { id: 'header.profile.security', defaultMessage: 'Security', description: 'Profile menu item' },
  couponCenter: { id: 'header.profile.coupons', defaultMessage: 'Coupon Center', description: 'Profile menu item' },
  fee: { id: 'header.profile.fee', defaultMessage: 'Fee Level', description: 'Profile menu item' },
  apiKeys: { id: 'header.profile.apiKeys', defaultMessage: 'API Management', description: 'Profile menu item' },
  subAccounts: { id: 'header.profile.subAccounts', defaultMessage: 'Sub-Accounts', description: 'Profile menu item' },
  tickets: { id: 'header.profile.tickets', defaultMessage: 'Support Tickets', description: 'Profile menu item' },
  serviceChat: { id: 'header.profile.serviceChat', defaultMessage: 'Online Support', description: 'Profile menu item' },
  notifications: { id: 'header.profile.notifications', defaultMessage: 'Notifications', description: 'Profile menu item (side menu only)' },
  vipPrivilege: { id: 'header.profile.vip', defaultMessage: 'VIP Privileges', description: 'Profile menu item' },
  individualVerification: { id: 'header.profile.individualVerification', defaultMessage: 'Individual Verification', description: 'Profile menu item (US)' },
  rewardCenter: { id: 'header.profile.rewardCenter', defaultMessage: 'Reward Center', description: 'Profile menu item (US)' },
  commit: { id: 'header.profile.commit', defaultMessage: 'Commit', description: 'Profile menu item (US): commitments page' },
  auditLink: { id: 'header.profile.audit', defaultMessage: 'Audit', description: 'Profile menu item (US): funds audit' },
  logout: { id: 'header.profile.logout', defaultMessage: 'Log Out', description: 'Button that opens the logout dialog' },
});
