import { useEffect, useState } from 'react';

/**
 * Fired on `window` by the shell when the red dot's state is known or changes — when the unread
 * count arrives (or changes) and when the notification tabs load with any unread tab (spec §4).
 * The header can use it for places the bell is not, e.g. a dot on the mobile menu button.
 */
export const REMINDER_RED_DOT_EVENT = 'shell:reminder:red-dot';

/** `detail` of {@link REMINDER_RED_DOT_EVENT}. */
export interface ReminderRedDotDetail {
  /** Whether the red dot is shown (a forced state included). */
  show: boolean;
  /** Summed unread count over every type. */
  total: number;
}

/**
 * Dispatch this on `window` to force the red dot on (`show: true`) or off (`show: false`), or
 * `show: null` to follow the unread count again (spec §4: "a custom event can force it on or off").
 *
 * ```ts
 * window.dispatchEvent(new CustomEvent(REMINDER_FORCE_RED_DOT_EVENT, { detail: { show: false } }));
 * ```
 */
export const REMINDER_FORCE_RED_DOT_EVENT = 'shell:reminder:force-red-dot';

/** `detail` of {@link REMINDER_FORCE_RED_DOT_EVENT}. */
export interface ReminderForceRedDotDetail {
  show: boolean | null;
}

/** Fires {@link REMINDER_RED_DOT_EVENT}. Browser only (call it from effects and handlers). */
export function emitRedDot(detail: ReminderRedDotDetail): void {
  if (typeof window === 'undefined') return;
  window.dispatchEvent(new CustomEvent<ReminderRedDotDetail>(REMINDER_RED_DOT_EVENT, { detail }));
}

function readForced(event: Event): boolean | null | undefined {
  const detail = (event as CustomEvent<unknown>).detail;
  if (typeof detail !== 'object' || detail === null || !('show' in detail)) return undefined;
  const { show } = detail as { show: unknown };
  return show === true || show === false || show === null ? show : undefined;
}

/** The forced red-dot state set through {@link REMINDER_FORCE_RED_DOT_EVENT}; `null` = not forced. */
export function useForcedRedDot(): boolean | null {
  const [forced, setForced] = useState<boolean | null>(null);
  useEffect(() => {
    const listener = (event: Event) => {
      const show = readForced(event);
      if (show !== undefined) setForced(show);
    };
    window.addEventListener(REMINDER_FORCE_RED_DOT_EVENT, listener);
    return () => window.removeEventListener(REMINDER_FORCE_RED_DOT_EVENT, listener);
  }, []);
  return forced;
}
