import { createRng, memoize } from '@shell/mocks';

/** The five reminder types; `campaign` is hidden (is_show false) to exercise that rule. */
export const REMINDER_TYPES = [
  { code: 'system', name: 'System', count: 37, unread: 5, is_show: true },
  { code: 'trade', name: 'Trading', count: 64, unread: 12, is_show: true },
  { code: 'activity', name: 'Events', count: 23, unread: 0, is_show: true },
  { code: 'security', name: 'Security', count: 9, unread: 2, is_show: true },
  { code: 'campaign', name: 'Campaigns', count: 5, unread: 0, is_show: false },
] as const;

export type ReminderTypeCode = (typeof REMINDER_TYPES)[number]['code'];

export interface MockMessage {
  id: string;
  title: string;
  content: string;
  send_timest: number;
  type: string;
  template_id: string;
  template_args: string[];
  extras: Record<string, unknown>;
}

/** Newest message time of the mock inbox (2025-09-23 08:00 UTC): fixed, so snapshots are stable. */
const NEWEST = 1758614400;

const TEMPLATES: Record<ReminderTypeCode, ((i: number, pick: <T>(xs: readonly T[]) => T) => Omit<MockMessage, 'id' | 'send_timest' | 'type'>)[]> = {
  system: [
    (i) => ({
      title: `Scheduled maintenance #${i + 1}`,
      content: 'Deposits and withdrawals on some networks pause for about 30 minutes during the upgrade.',
      template_id: 'system_notice',
      template_args: [],
      extras: { url: '/announcements', web_url: '/announcements' },
    }),
  ],
  trade: [
    (i, pick) => {
      const pair = pick(['BTC_USDT', 'ETH_USDT', 'SOL_USDT', 'DOGE_USDT']);
      return {
        title: `Order filled: ${pair.replace('_', '/')}`,
        content: `Your limit order #${100200 + i} for ${pair.replace('_', '/')} was filled.`,
        template_id: 'spot_order_filled',
        template_args: [pair],
        extras: { market: pair, web_url: `/trade/${pair}` },
      };
    },
    (i, pick) => {
      const contract = pick(['BTC_USDT', 'ETH_USDT']);
      return {
        title: `Funding fee settled: ${contract}`,
        content: `Funding for your ${contract} position was settled (#${i + 1}).`,
        template_id: 'futures_funding',
        template_args: [contract],
        extras: { contract, settle_asset: 'usdt' },
      };
    },
  ],
  activity: [
    (i) => ({
      title: `Trading competition round ${i + 1}`,
      content: 'Join now and share a prize pool of 100,000 USDT.',
      template_id: 'activity_promo',
      template_args: [],
      extras: { web_url: 'https://www.gate.example/competition', isAllowHref: true },
    }),
  ],
  security: [
    (i) => ({
      title: 'New login detected',
      content: `A new device signed in to your account (session ${i + 1}). If this was not you, change your password.`,
      template_id: 'security_login',
      template_args: [],
      extras: { url: '/myaccount/security-setting' },
    }),
  ],
  campaign: [
    () => ({
      title: 'Welcome gift',
      content: 'Complete verification to claim your welcome coupon.',
      template_id: 'campaign_welcome',
      template_args: [],
      extras: { url: '/rewards_hub' },
    }),
  ],
};

/** Every message by type, newest first, generated once per seed. */
export const mockInbox = memoize((seed: number) => {
  const rng = createRng(seed ^ 0x4e1d);
  const inbox = new Map<string, MockMessage[]>();
  for (const type of REMINDER_TYPES) {
    const messages: MockMessage[] = [];
    let time = NEWEST - rng.int(0, 3600);
    for (let i = 0; i < type.count; i++) {
      const template = rng.pick(TEMPLATES[type.code]);
      messages.push({ id: `${type.code}-${i + 1}`, send_timest: time, type: type.code, ...template(i, rng.pick) });
      time -= rng.int(600, 2 * 86400);
    }
    inbox.set(type.code, messages);
  }
  return inbox;
});
