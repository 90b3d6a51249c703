/**
 * The one corpus of hostile inputs of the repo: XSS and open-redirect URLs, and HTML / script in
 * text fields. The unit tests of every URL check (`safeHref`, `ShellLink`, notification routing)
 * iterate it, the mock backend serves it with `hostileRound` (`?hostile=<n>` in the demo), and
 * the demo's Chromium run (apps/demo/e2e/security.spec.ts) feeds it to every data sink under a
 * strict CSP with Trusted Types.
 *
 * Plain data with no imports. `@shell/mocks` exports what the packages' mocks and tests read
 * (`HOSTILE_URLS`, `HOSTILE_TEXTS`, `corpusAt`); the rest serves the backend's hostile scenario,
 * its tests and the demo's e2e suite (which imports this file).
 *
 * Every URL here must be refused by `safeHref(url, { allowedHosts: ['gate.example', '*.gate.example'] })`: none is
 * a same-site path or an http(s) URL on `gate.example` or a subdomain of it.
 */

/** The global a text payload sets if it ever runs; the e2e asserts it stays undefined. */
export const PWNED_FLAG = '__pwned';

/** What every executable payload runs. */
const PWN = `window.${PWNED_FLAG}=1`;

/** `<script>window.__pwned=1</script>`, base64 (for `data:…;base64,`). */
const PWN_SCRIPT_BASE64 = 'PHNjcmlwdD53aW5kb3cuX19wd25lZD0xPC9zY3JpcHQ+';

/** Script schemes (`javascript:` in every spelling a browser still runs, `vbscript:`, `data:`) and other non-web schemes. */
export const HOSTILE_SCRIPT_URLS: readonly string[] = Object.freeze([
  `javascript:${PWN}`,
  `JaVaScRiPt:${PWN}`,
  `JAVASCRIPT:${PWN}`,
  ` javascript:${PWN}`,
  `\u0000javascript:${PWN}`,
  `\u0001javascript:${PWN}`,
  `\u001fjavascript:${PWN}`,
  `\ufeffjavascript:${PWN}`,
  `\u00a0javascript:${PWN}`,
  `\t\n javascript:${PWN}`,
  `java\tscript:${PWN}`,
  `java\nscript:${PWN}`,
  `java\rscript:${PWN}`,
  `jav\u0000ascript:${PWN}`,
  `javascript\t:${PWN}`,
  `javascript://%0a${PWN}`,
  `javascript://gate.example/%0a${PWN}`,
  `javascript:/*https://www.gate.example/*/${PWN}`,
  `&#106;avascript:${PWN}`,
  `jav&#x09;ascript:${PWN}`,
  `javascript&colon;${PWN}`,
  `javascript&#58;${PWN}`,
  `%6Aavascript:${PWN}`,
  `javascript%3A${PWN}`,
  `vbscript:msgbox(1)`,
  `VBScript:Execute("${PWN}")`,
  `data:text/html,<script>${PWN}</script>`,
  `DATA:text/html;base64,${PWN_SCRIPT_BASE64}`,
  ` data:text/html;charset=utf-8,<svg onload="${PWN}">`,
  `data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg" onload="${PWN}"/>`,
  'file:///etc/passwd',
  'ftp://gate.example/file',
  'mailto:support@gate.example',
  'blob:https://www.gate.example/0b5f3c2e-1c1f-4b33-9a5b-6d7f0b8e2a10',
]);

/** Protocol-relative, back-slash and malformed authorities: each leaves the site in some parser. */
export const HOSTILE_AUTHORITY_URLS: readonly string[] = Object.freeze([
  '//evil.example',
  '//evil.example/path',
  '///evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  '\\/evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  'https:evil.example',
  'https:/evil.example',
  'https:\\\\evil.example',
  'https://evil.example\\.gate.example',
  'http\t://gate.example',
  'trade/BTC_USDT',
  '/path with space',
  'https://www.gate.example/\u2028x',
]);

/** Absolute http(s) URLs to a host off the allow-list, dressed up to look like it. */
export const HOSTILE_HOST_URLS: readonly string[] = Object.freeze([
  'https://evil.example',
  'http://evil.example/',
  'HTTPS://EVIL.EXAMPLE/x',
  'https://gate.example.evil.example',
  'https://www.gate.example.evil.example/login',
  'https://evilgate.example/',
  'https://evil.example/gate.example',
  'https://evil.example/?next=https://www.gate.example',
  'https://evil.example#@gate.example',
  'https://evil.example#.gate.example',
  'https://user@evil.example',
  'https://www.gate.example@evil.example/',
  'https://gate.example:443@evil.example/',
  'https://user:pass@www.gate.example/',
  'https://user@www.gate.example/',
  'https://gate.example%2eevil.example/',
  'https://gate.example%2f@evil.example/',
  // Unicode look-alikes: Cyrillic "а", Latin script "ɡ", full-width and ideographic full stops,
  // a fraction slash, and an already punycoded look-alike.
  'https://gаte.example/',
  'https://www.ɡate.example/',
  'https://gate.example\uff0eevil.example/',
  'https://gate.example\u3002evil.example/',
  'https://evil.example\u2044gate.example/',
  'https://xn--gate-yya.example/',
]);

/** Every hostile URL. */
export const HOSTILE_URLS: readonly string[] = Object.freeze([...HOSTILE_SCRIPT_URLS, ...HOSTILE_AUTHORITY_URLS, ...HOSTILE_HOST_URLS]);

/**
 * Hosts (not URLs) for fields that hold one, such as `mockAuthorizeHost`: the client builds
 * `https://{host}/oauth/authorize?…` from them, so each must end up off the allow-list or invalid.
 */
export const HOSTILE_HOSTS: readonly string[] = Object.freeze([
  'evil.example',
  'gate.example.evil.example',
  'evil.example/gate.example',
  'evil.example#.gate.example',
  'evil.example?.gate.example',
  'www.gate.example@evil.example',
  'evil.example\\.gate.example',
  `javascript:${PWN}//`,
  `data:text/html,<script>${PWN}</script>`,
  '//evil.example',
]);

/**
 * HTML, script and template payloads for text fields (titles, contents, tags, names). Each sets
 * {@link PWNED_FLAG} if it ever runs; the ones that would load something load it from
 * `evil.example`, which the e2e also watches for.
 */
export const HOSTILE_TEXTS: readonly string[] = Object.freeze([
  `<img src=x onerror="${PWN}">`,
  `<script>${PWN}</script>`,
  `"><svg onload="${PWN}">`,
  `'><img src="https://evil.example/pixel.png" onerror="${PWN}">`,
  `{{constructor.constructor('${PWN}')()}}`,
  `\${${PWN}}`,
  `<a href="javascript:${PWN}">claim your prize</a>`,
  `</textarea></title></style><script>${PWN}</script>`,
  `<iframe srcdoc="<script>parent.${PWNED_FLAG}=1</script>"></iframe>`,
  `<details open ontoggle="${PWN}">`,
  `<math><mtext><table><mglyph><style><img src=x onerror="${PWN}">`,
  `<style>@import 'https://evil.example/x.css';</style><b onmouseover="${PWN}">hover</b>`,
  `{count, select, other {<img src=x onerror="${PWN}">}}`,
  `[click](javascript:${PWN})`,
  `\u202e<img src=x onerror="${PWN}">`,
]);

/** Corpus entry `index` of a list, wrapping around (so rounds and list positions never run out). */
export function corpusAt<T>(list: readonly T[], index: number): T {
  const size = list.length;
  return list[((index % size) + size) % size] as T;
}

/**
 * How many `?hostile=<n>` rounds show every text and every host once in the sinks that hold one
 * value at a time (the announcement bar, the testnet entry's authorize host, the nickname): round
 * `n` uses entry `n - 1`. Lists (remote menu, tags, notifications) carry the whole corpus in every
 * round.
 */
export const HOSTILE_ROUNDS = Math.max(HOSTILE_TEXTS.length, HOSTILE_HOSTS.length);

/** Steps through the URLs so that rounds 1…{@link HOSTILE_ROUNDS} sample the whole list. */
const URL_STRIDE = Math.max(1, Math.floor(HOSTILE_URLS.length / HOSTILE_ROUNDS));

/**
 * The URL a single-value sink (announcement link, bulletin link, avatar) gets in round `round`;
 * `offset` gives each sink its own entry. Rounds 1…{@link HOSTILE_ROUNDS} spread over every kind
 * of URL (script schemes, authorities, hosts).
 */
export function hostileUrlOfRound(round: number, offset = 0): string {
  return corpusAt(HOSTILE_URLS, (round - 1) * URL_STRIDE + offset);
}
