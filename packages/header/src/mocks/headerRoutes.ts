import { ok } from '@shell/mocks';
import type { MockRoute } from '@shell/mocks';
import type { HeaderCallId } from '../data/calls';
import { hostileBubbleAnswer, hostileHeaderTagsAnswer, hostileRemoteMenuAnswer } from './hostile';
import { MOCK_REMOTE_MENU } from './remoteMenuFixture';

const ICON = 'https://static.gate.example/header';

const HEADER_TAGS = [
  { code: 'futures', type: 2, word: 'HOT' },
  { code: 'alpha', type: 3, light_icon: `${ICON}/fire.svg`, dark_icon: `${ICON}/fire-dark.svg` },
  { code: 'pilot', type: 2, word: 'New' },
  { code: 'memebox', type: 4, word: 'Gate Fun', light_icon: `${ICON}/live.gif` },
  { code: 'vip', type: 5, word: 'VIP' },
  { code: 'launchpad', type: 2, word: 'HOT' },
];

/** remoteMenu, headerBubble, headerTag; each with its hostile rewrite. */
export function createHeaderRoutes(): MockRoute<HeaderCallId>[] {
  return [
    {
      call: 'remoteMenu',
      resolve: () => ok({ list: MOCK_REMOTE_MENU }),
      invalidBody: () => ok({ list: { items: [] } }),
      hostile: hostileRemoteMenuAnswer,
    },
    {
      call: 'headerBubble',
      // Only the main site has a bubble (spec §7); the client does not even ask elsewhere.
      resolve: ({ state }) => ok({ bubble: state.site === 'main' ? 'Get 20 USDT' : '' }),
      invalidBody: () => ok('Get 20 USDT'),
      hostile: hostileBubbleAnswer,
    },
    {
      call: 'headerTag',
      resolve: () => ok({ list: HEADER_TAGS }),
      invalidBody: () => ok({ list: 'HOT' }),
      hostile: hostileHeaderTagsAnswer,
    },
  ];
}
