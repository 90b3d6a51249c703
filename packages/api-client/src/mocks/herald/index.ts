import type { MockDomainContext } from '../backend';
import type { MockRoute, MockState } from '../route';
import { NOT_LOGGED_IN, ok } from '../shared/ok';
import { badRequest } from '../markets/memo';
import { mockInbox, REMINDER_TYPES } from './data';

/** Where the read marks live between requests; cleared with the rest of the state by `reset()`. */
const READ_TYPES_KEY = 'herald.readTypes';

function readTypes(state: MockState): Set<string> {
  let set = state.scratch.get(READ_TYPES_KEY) as Set<string> | undefined;
  if (!set) {
    set = new Set();
    state.scratch.set(READ_TYPES_KEY, set);
  }
  return set;
}

function unreadOf(state: MockState, code: string): number {
  if (readTypes(state).has(code)) return 0;
  return REMINDER_TYPES.find((type) => type.code === code)?.unread ?? 0;
}

/**
 * Routes for the four herald calls. Every one needs a session, as the real service does:
 * visitors get `{ code: 401 }`, which the client reads as its §8 fallback. Marking a type read is
 * remembered in `state.scratch`, so tabs, records and the unread count all follow it.
 */
export function createHeraldRoutes({ seed }: MockDomainContext): MockRoute[] {
  return [
    {
      call: 'reminderTabs',
      resolve: ({ state }) => {
        if (state.user === 'visitor') return NOT_LOGGED_IN;
        return ok(
          REMINDER_TYPES.map((type) => ({
            code: type.code,
            name: type.name,
            unread_num: unreadOf(state, type.code),
            is_show: type.is_show,
            content: mockInbox(seed).get(type.code)?.[0]?.title ?? '',
          })),
        );
      },
      invalidBody: () => ({ code: 200, message: 'success', data: { tabs: [] } }),
    },
    {
      call: 'reminderRecords',
      resolve: ({ state, url }) => {
        if (state.user === 'visitor') return NOT_LOGGED_IN;
        const params = url.searchParams;
        const code = params.get('code') ?? '';
        const page = Number(params.get('page'));
        const size = Number(params.get('size'));
        if (!Number.isInteger(page) || page < 1 || !Number.isInteger(size) || size < 1 || !params.get('now')) {
          return badRequest('page, size and now required');
        }
        const messages = mockInbox(seed).get(code) ?? [];
        const unread = unreadOf(state, code);
        const list = messages
          .slice((page - 1) * size, page * size)
          .map((message) => ({ ...message, isread: messages.indexOf(message) < unread ? 0 : 1 }));
        return ok({ list, total: messages.length, unread_num: unread });
      },
      invalidBody: () => ({ code: 200, message: 'success', data: { list: 'messages' } }),
    },
    {
      call: 'reminderRead',
      resolve: async ({ state, request }) => {
        if (state.user === 'visitor') return NOT_LOGGED_IN;
        const form = new URLSearchParams(await request.text());
        const type = form.get('msg_type') ?? '';
        if (!REMINDER_TYPES.some((t) => t.code === type)) return badRequest('unknown msg_type');
        readTypes(state).add(type);
        return { code: 200, message: 'success' };
      },
      invalidBody: () => ({ code: 'ok', message: 'success' }),
    },
    {
      call: 'reminderUnread',
      resolve: ({ state }) => {
        if (state.user === 'visitor') return NOT_LOGGED_IN;
        return ok(Object.fromEntries(REMINDER_TYPES.map((type) => [type.code, unreadOf(state, type.code)])));
      },
      invalidBody: () => ({ code: 200, message: 'success', data: { trade: 'many' } }),
    },
  ];
}
