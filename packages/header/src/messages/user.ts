import { defineMessages } from '@shell/site-config';

/** The user card. */
export const userMessages = defineMessages({
  avatar: { id: 'header.user.avatar', defaultMessage: 'Avatar of {name}', description: 'Alt text of the user avatar' },
  uid: { id: 'header.user.uid', defaultMessage: 'UID: {uid}', description: 'The user id' },
  copyUid: { id: 'header.user.copyUid', defaultMessage: 'Copy UID', description: 'Button copying the user id' },
  copied: { id: 'header.user.copied', defaultMessage: 'Copied', description: 'Copy button label right after copying' },
  vip: { id: 'header.user.vip', defaultMessage: 'VIP {level}', description: 'VIP tier badge' },
  trial: { id: 'header.user.trial', defaultMessage: 'Trial', description: 'Badge of a VIP trial card' },
  progress: { id: 'header.user.progress', defaultMessage: 'Progress to VIP {level}: {percent}%', description: 'Progress to the next VIP tier; percent has 2 decimals' },
  volume: { id: 'header.user.volume', defaultMessage: '30-day trading volume', description: 'Label of the trading volume' },
  volumeValue: { id: 'header.user.volumeValue', defaultMessage: '{amount} {currency}', description: 'Amount with a currency code' },
  totalAssets: { id: 'header.user.totalAssets', defaultMessage: 'Total assets', description: 'Label of the total assets' },
  kyc: { id: 'header.user.kyc', defaultMessage: 'Verification: {status, select, 0 {not verified} 1 {verified} 2 {in review} other {failed}}', description: 'KYC status of the user' },
  switchAccount: { id: 'header.user.switchAccount', defaultMessage: 'Switch Account', description: 'Link to switch between main and sub-account' },
  subAccountManagement: { id: 'header.user.subAccountManagement', defaultMessage: 'Sub-Account Management', description: 'Link in the user card' },
});
