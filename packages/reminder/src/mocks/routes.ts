import { badRequest, corpusAt, HOSTILE, ok } from '@shell/mocks';
import type { HostileTransform, MockDomainContext, MockFeature, MockRoute, MockState } from '@shell/mocks';
import { REMINDER_CALLS } from '../api/calls';
import { mockInbox, REMINDER_TYPES } from './data';

const text = (index: number) => corpusAt(HOSTILE.texts, index);
const url = (index: number) => corpusAt(HOSTILE.urls, index);
const HALF_URLS = Math.ceil(HOSTILE.urls.length / 2);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Hostile scenario: every tab name and preview is corpus text, starting at entry `round - 1`, so
 * the rounds walk the few tabs through the whole corpus (the bidi entries too).
 */
const hostileTabs: HostileTransform = (data, round) =>
  Array.isArray(data) ? data.map((tab, index) => (isRecord(tab) ? { ...tab, name: text(round - 1 + index), content: text(round + index) } : tab)) : data;

/** Hostile scenario: every message's texts and links come from the corpus. */
const hostileRecords: HostileTransform = (data, _round, { url: request }) => {
    if (!isRecord(data) || !Array.isArray(data.list)) return data;
    const page = Number(request.searchParams.get('page'));
    const size = Number(request.searchParams.get('size'));
    const offset = (page - 1) * size;
    return {
      ...data,
      list: data.list.map((message, position) => {
        if (!isRecord(message)) return message;
        const index = offset + position;
        // No market, contract or template pair: the hostile URLs are the only link candidates, so
        // the card falls back to its type's page (or to no link at all).
        return {
          ...message,
          title: text(index),
          content: text(index + 1),
          template_id: 'hostile',
          template_args: [text(index + 2)],
          // Two URL fields half the corpus apart: a tab of 37 or more messages carries every URL.
          extras: { web_url: url(index), url: url(index + HALF_URLS), notice_content: url(index + 1), isAllowHref: 1 },
        };
      }),
    };
  };

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
 * Routes for the four herald calls. Every one needs a session, as the real service does
 * (`signedIn`): visitors get `{ code: 401 }`, which the client reads as its §8 fallback. Marking a type read is
 * remembered in `state.scratch`, so tabs, records and the unread count all follow it.
 */
export function createReminderRoutes({ seed }: MockDomainContext): MockRoute[] {
  return [
    {
      call: 'reminderTabs',
      signedIn: true,
      resolve: ({ state }) =>
        ok(
          REMINDER_TYPES.map((type) => ({
            code: type.code,
            name: type.name,
            unread_num: unreadOf(state, type.code),
            is_show: type.is_show,
            content: mockInbox(seed).get(type.code)?.[0]?.title ?? '',
          })),
        ),
      invalidBody: () => ({ code: 200, message: 'success', data: { tabs: [] } }),
      hostile: hostileTabs,
    },
    {
      call: 'reminderRecords',
      signedIn: true,
      resolve: ({ state, url }) => {
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
      hostile: hostileRecords,
    },
    {
      call: 'reminderRead',
      signedIn: true,
      resolve: async ({ state, request }) => {
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
      signedIn: true,
      resolve: ({ state }) => ok(Object.fromEntries(REMINDER_TYPES.map((type) => [type.code, unreadOf(state, type.code)]))),
      invalidBody: () => ({ code: 200, message: 'success', data: { trade: 'many' } }),
    },
  ];
}

/** The reminder part of the mock backend: pass it in `createMockBackend({ features })`. */
export const reminderMockFeature: MockFeature = { name: 'reminder', calls: REMINDER_CALLS, routes: createReminderRoutes };
