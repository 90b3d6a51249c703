// How this host maps requests to the shell: one hostname per sub-website (`tr.localhost` → the
// Turkish site; anything else → main), and the shell's mock API served by this app itself.

/** The sub-websites by hostname, as a multi-region deployment would list its domains. */
export const SITE_HOSTS = {
  localhost: 'main',
  'main.localhost': 'main',
  'tr.localhost': 'tr',
  'eu.localhost': 'eu',
  'hk.localhost': 'hk',
  'us.localhost': 'us',
  'uk.localhost': 'uk',
  'bs.localhost': 'bs',
  'sg.localhost': 'sg',
  'jp.localhost': 'jp',
  'ae.localhost': 'ae',
  'au.localhost': 'au',
  'testnet.localhost': 'testnet',
} as const;

/** Where the mock API is mounted (app/mock-api/[...path]/route.ts); the site follows as a path segment. */
export const API_BASE_PATH = '/mock-api';

/** The origin the server calls the API at: this app's own server (`SHELL_API_ORIGIN` overrides). */
export function serverApiOrigin(): string {
  return process.env.SHELL_API_ORIGIN ?? `http://127.0.0.1:${process.env.PORT ?? 3100}`;
}
