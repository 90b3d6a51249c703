import { DISMISSED_NOTICE_STORAGE_KEY } from '@shell/site-config';

/** The most ids kept: old announcements never come back, so the list need not grow forever. */
const MAX_DISMISSED = 50;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Sandboxed iframes and some privacy modes throw on access.
    return null;
  }
}

/**
 * Ids dismissed while storage refused them (blocked, full, missing): remembered for this page
 * view, so the bar still hides.
 */
const unsaved = new Set<string>();

function readStored(): string[] {
  try {
    const raw = storage()?.getItem(DISMISSED_NOTICE_STORAGE_KEY);
    if (!raw) return [];
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    return parsed.filter((id) => typeof id === 'string' || typeof id === 'number').map(String);
  } catch {
    return [];
  }
}

/**
 * The dismissed announcement ids stored under `global-notice` (spec §4), each once, plus those
 * this page view could not store. Anything that is not a JSON array of strings or numbers —
 * garbage, another app's value, a blocked storage — counts as an empty list; it never throws.
 */
export function readDismissedNotices(): string[] {
  const ids = new Set(readStored());
  for (const id of unsaved) ids.add(id);
  return [...ids];
}

/** Appends an id to the dismissed list (kept unique, the newest last). Returns the new list. */
export function dismissNotice(id: string): string[] {
  const next = [...readDismissedNotices().filter((known) => known !== id), id].slice(-MAX_DISMISSED);
  let saved = false;
  try {
    const target = storage();
    if (target) {
      target.setItem(DISMISSED_NOTICE_STORAGE_KEY, JSON.stringify(next));
      saved = true;
    }
  } catch {
    // Quota or privacy mode: remembered below, so the bar still hides for this page view.
  }
  if (saved) unsaved.clear();
  else unsaved.add(id);
  return next;
}
