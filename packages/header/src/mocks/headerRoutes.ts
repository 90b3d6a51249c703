import { ok } from '@shell/mocks';
import type { MockRoute } from '@shell/mocks';
import type { HeaderCallId } from '../data/calls';
import { hostileHeaderTagsAnswer, hostileRemoteMenuAnswer } from './hostile';
import { MOCK_REMOTE_MENU } from './remoteMenuFixture';

const ICON = 'https://static.gate.example/header';

const NAV_CONFIG = [
  { title: 'Announcements', link: '/announcements', icon: `${ICON}/announce.svg` },
  { title: 'Help Center', link: '/help', icon: `${ICON}/help.svg` },
  { title: 'Blog', link: '/blog', target: '_blank' },
  { title: 'Fees', link: '/fee', desc: 'VIP tiers and trading fees' },
  {
    title: 'More',
    children: [
      { title: 'VIP', link: '/vip', desc: 'Lower fees, more perks' },
      { title: 'Institutional', link: '/institution' },
      { title: 'Affiliate', link: '/referral/affiliate' },
      { title: 'Proof of Reserves', link: '/proof_of_reserves' },
      { title: 'Coming soon', link: '', disabled: 1 },
    ],
  },
];

const HEADER_TAGS = [
  { code: 'futures', type: 2, word: 'HOT' },
  { code: 'alpha', type: 3, light_icon: `${ICON}/fire.svg`, dark_icon: `${ICON}/fire-dark.svg` },
  { code: 'pilot', type: 2, word: 'New' },
  { code: 'memebox', type: 4, word: 'Gate Fun', light_icon: `${ICON}/live.gif` },
  { code: 'vip', type: 5, word: 'VIP' },
  { code: 'launchpad', type: 2, word: 'HOT' },
];

/** remoteMenu, headerMenuListV2, headerBubble, headerTag; the menu and the tags with their hostile rewrite. */
export function createHeaderRoutes(): MockRoute<HeaderCallId>[] {
  return [
    {
      call: 'remoteMenu',
      resolve: () => ok({ list: MOCK_REMOTE_MENU }),
      invalidBody: () => ok({ list: { items: [] } }),
      hostile: hostileRemoteMenuAnswer,
    },
    {
      call: 'headerMenuListV2',
      resolve: () => ok({ list: NAV_CONFIG }),
      invalidBody: () => ok({ list: null }),
    },
    {
      call: 'headerBubble',
      // Only the main site has a bubble (spec §7); the client does not even ask elsewhere.
      resolve: ({ state }) => ok({ bubble: state.site === 'main' ? 'Get 20 USDT' : '' }),
      invalidBody: () => ok('Get 20 USDT'),
    },
    {
      call: 'headerTag',
      resolve: () => ok({ list: HEADER_TAGS }),
      invalidBody: () => ok({ list: 'HOT' }),
      hostile: hostileHeaderTagsAnswer,
    },
  ];
}
