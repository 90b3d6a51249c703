import type { MockRoute } from '../route';
import { ok } from './ok';

const BULLETIN = {
  content_id: 'bulletin-20250923',
  content: 'Scheduled maintenance: spot trading will pause on 2025-09-30 from 02:00 to 02:30 (UTC). Deposits and withdrawals are not affected.',
  link: '/announcements/article/41520',
};

const NOTICES: Record<string, { content_id: string; content: string; link: string }> = {
  index: {
    content_id: 'notice-index-8842',
    content: 'New listing: PUMP/USDT spot trading opens on 2025-09-24 at 10:00 (UTC). Deposits are open now.',
    link: '/announcements/article/41488',
  },
  wallet: {
    content_id: 'notice-wallet-2201',
    content: 'Withdrawals on the TRON network may be delayed during the network upgrade at block 75,000,000.',
    link: 'https://www.gate.example/announcements/article/41502',
  },
};

/** fullsiteBulletin, announcement (by `page_key`; unknown keys have none). */
export function createAnnouncementRoutes(): MockRoute[] {
  return [
    {
      call: 'fullsiteBulletin',
      resolve: () => ok(BULLETIN),
      invalidBody: () => ok({ content: ['maintenance'] }),
    },
    {
      call: 'announcement',
      resolve: ({ url }) => ok(NOTICES[url.searchParams.get('page_key') ?? ''] ?? null),
      invalidBody: () => ok({ content_id: { id: 1 }, content: 'x' }),
    },
  ];
}
