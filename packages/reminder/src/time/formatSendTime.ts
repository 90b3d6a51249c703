import type { useShellIntl } from '@shell/api-client';
import type { ReferenceTime } from '@shell/site-config';

/**
 * The IANA zone of each reference-time setting (spec §3/§9): `24h` is the viewer's own clock,
 * `utc0` is UTC, `utc8` is UTC+8 (`Etc/GMT-8`: the POSIX sign is inverted, no daylight saving).
 */
export const REFERENCE_TIME_ZONES: Readonly<Record<ReferenceTime, string | undefined>> = {
  '24h': undefined,
  utc0: 'UTC',
  utc8: 'Etc/GMT-8',
};

/**
 * A message's send time (seconds) as date and 24-hour time in the locale of `intl`, in the zone
 * of the reference-time setting; the UTC settings add their offset (`GMT`, `GMT+8`, localized).
 */
export function formatSendTime(intl: Pick<ReturnType<typeof useShellIntl>, 'formatDate'>, seconds: number, referenceTime: ReferenceTime): string {
  const timeZone = REFERENCE_TIME_ZONES[referenceTime];
  return intl.formatDate(seconds * 1000, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    ...(timeZone ? { timeZone, timeZoneName: 'shortOffset' } : {}),
  });
}

/** The machine-readable value of `<time dateTime>`: ISO 8601 in UTC. */
export function sendTimeIso(seconds: number): string {
  return new Date(seconds * 1000).toISOString();
}
