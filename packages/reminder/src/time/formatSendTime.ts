/**
 * The part of an intl instance (`useShellIntl()`) this needs. Written out rather than taken from
 * `@shell/api-client` (a client entry): the formatter stays a pure function, safe on a server.
 */
export interface DateFormatter {
  formatDate(value: number, options: Intl.DateTimeFormatOptions): string;
}

export interface SendTimeOptions {
  /**
   * IANA zone to show the time in; default the viewer's own (the runtime's). Notifications are
   * the user's own events: they are shown in the user's local time and never follow the market
   * reference-time setting (`24h`/`utc0`/`utc8`), which is for market data.
   */
  timeZone?: string;
}

/**
 * A message's send time (seconds) as date and 24-hour time in the locale of `intl`, in the
 * viewer's local time zone (or `options.timeZone`).
 */
export function formatSendTime(intl: DateFormatter, seconds: number, options: SendTimeOptions = {}): string {
  return intl.formatDate(seconds * 1000, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    ...(options.timeZone ? { timeZone: options.timeZone } : {}),
  });
}

/** The machine-readable value of `<time dateTime>`: ISO 8601 in UTC. */
export function sendTimeIso(seconds: number): string {
  return new Date(seconds * 1000).toISOString();
}
