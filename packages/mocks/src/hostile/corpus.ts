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
 * a plain same-site path or an http(s) URL on `gate.example` or a subdomain of it. Images have a
 * stricter rule (only `https:` on the configured image hosts, so `/logout` is hostile there too):
 * every entry of `HOSTILE_IMAGE_URLS` must be refused by
 * `safeImageSrc(url, ['static.gate.example'])`. Market symbols (`HOSTILE_MARKET_SYMBOLS`) are names
 * a market row puts into a route path: a row with one is dropped, or its route stays in its section.
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

/**
 * Paths that look like this site's but are not plain ones: a language prefix before `//host`
 * (issue 21 M1), encoded slashes and backslashes (a server or router that decodes them sees
 * `//host`), and dot segments, plain or encoded, that climb out of the section a link claims
 * (`/trade/../../logout` is a logout link). A link from data never needs any of them.
 */
export const HOSTILE_PATH_URLS: readonly string[] = Object.freeze([
  '/zh//evil.example',
  '/zh-tw//evil.example/login',
  '/zh/\\evil.example',
  '%2f%2fevil.example',
  '/%2f%2fevil.example',
  '/%2F%2Fevil.example',
  '/%5c%5cevil.example',
  '/zh/%2f%2fevil.example',
  '/../../logout',
  '/%2e%2e/%2e%2e/logout',
  '/%2E%2E/logout',
  '/.%2e/logout',
  '/trade/../../logout',
  '/trade/./../logout',
  '/trade/BTC_USDT/%2e%2e%2f%2e%2e%2flogout',
  '/./logout',
  '../logout',
  '%2e%2e/logout',
  './logout',
  'https://www.gate.example/zh//evil.example',
  'https://www.gate.example/trade/../../logout',
]);

/** 10 KB of one character: long enough for any length bug, short enough for every list to carry. */
const TEN_KB = 10 * 1024;

/** 10 KB URLs: each is hostile for its own reason, the length must not change the answer. */
export const HOSTILE_LONG_URLS: readonly string[] = Object.freeze([
  `https://evil.example/${'a'.repeat(TEN_KB)}`,
  `javascript:${PWN}//${'a'.repeat(TEN_KB)}`,
  `//evil.example/${'a'.repeat(TEN_KB)}`,
  `https://www.gate.example.${'a'.repeat(TEN_KB)}.evil.example/`,
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
export const HOSTILE_URLS: readonly string[] = Object.freeze([
  ...HOSTILE_SCRIPT_URLS,
  ...HOSTILE_AUTHORITY_URLS,
  ...HOSTILE_HOST_URLS,
  ...HOSTILE_PATH_URLS,
  ...HOSTILE_LONG_URLS,
]);

/** The image host of the rule above: what `safeImageSrc` is given when the corpus is checked. */
export const CORPUS_IMAGE_HOST = 'static.gate.example';

/**
 * Image URLs a link check could accept but an image must not load (issue 21 L1): an image loads
 * with no click and the visitor's cookies, so a same-site path (`/logout`) is a request the shell
 * never meant, and `data:` / `blob:` / `http:` / other hosts (even the exchange's own link hosts)
 * are off the image hosts. Followed by every hostile link URL, which no image may load either.
 */
export const HOSTILE_IMAGE_ONLY_URLS: readonly string[] = Object.freeze([
  '/logout',
  'logout',
  '/api/user/logout?all=1',
  '/trade/BTC_USDT/../../logout.png',
  '//evil.example/x.png',
  `//${CORPUS_IMAGE_HOST}/x.png`,
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'data:image/gif;base64,R0lGODlhAQABAAAAACw=',
  `blob:https://${CORPUS_IMAGE_HOST}/5d1c2f0e-8a5b-4d1e-9b7a-2e6f0c3d4b21`,
  `http://${CORPUS_IMAGE_HOST}/x.png`,
  `https://${CORPUS_IMAGE_HOST}:8443/x.png`,
  `https://${CORPUS_IMAGE_HOST}.evil.example/x.png`,
  'https://www.gate.example/logout',
  'https://gate.example/x.png',
  `https://${CORPUS_IMAGE_HOST}@evil.example/x.png`,
  `https://evil.example/${'x'.repeat(TEN_KB)}.png`,
]);

/** Every hostile image URL: the image-only ones, then every hostile link URL. */
export const HOSTILE_IMAGE_URLS: readonly string[] = Object.freeze([...HOSTILE_IMAGE_ONLY_URLS, ...HOSTILE_URLS]);

/**
 * Market names a market row would put into a route path (`/trade/{BASE}_{QUOTE}`,
 * `/futures/{settle}/{name}`, `/futures-delivery/USDT/{name}`), in the positions of a pair:
 * dot segments plain and encoded, query, fragment, slashes. Issue 21 M2: the row is dropped (not a
 * plausible market symbol) and, if it were not, every segment is encoded.
 */
export const HOSTILE_MARKET_SYMBOLS: readonly string[] = Object.freeze([
  '.._USDT',
  'BTC_..',
  '../_USDT',
  '../../logout_USDT',
  'BTC_../../logout',
  '%2e%2e_USDT',
  '%2E%2E%2F%2E%2E%2Flogout_USDT',
  'BTC_USDT?redirect=//evil.example',
  'BTC_USDT#evil',
  'BTC/USDT',
  'BTC_USDT/../../logout',
  '//evil.example_USDT',
  '\\evil.example_USDT',
  'BTC_USDT\u0000',
  `${'A'.repeat(TEN_KB)}_USDT`,
]);

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
  // Bidi controls (an unclosed isolate or mark must not reorder the shell's own text around it).
  `\u2066<svg onload="${PWN}">\u2069`,
  `\u2067\u202e<img src=x onerror="${PWN}">`,
  `\u2068gnp.exe\u200f<script>${PWN}</script>`,
  // 10 KB with no break opportunity: must wrap or clip in its box, never widen the page.
  `<img src=x onerror="${PWN}">${'W'.repeat(TEN_KB)}`,
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

/**
 * The image URL a single-image sink (the avatar) gets in round `round`: the image-only entries
 * first (round 1 is `/logout`), then the link URLs, every {@link HOSTILE_ROUNDS}th.
 */
export function hostileImageOfRound(round: number): string {
  const index = round - 1;
  return index < HOSTILE_IMAGE_ONLY_URLS.length ? corpusAt(HOSTILE_IMAGE_URLS, index) : corpusAt(HOSTILE_IMAGE_URLS, HOSTILE_IMAGE_ONLY_URLS.length + (index - HOSTILE_IMAGE_ONLY_URLS.length) * URL_STRIDE);
}

/**
 * The corpus as the packages read it from `@shell/mocks`: one value, so the public surface stays
 * small (each list is also a named export of this file for the mock backend and the demo's e2e).
 */
export const HOSTILE = Object.freeze({
  /** Links: every entry must be refused by `safeHref`. */
  urls: HOSTILE_URLS,
  /** Text fields: each payload sets the PWNED flag if it ever runs. */
  texts: HOSTILE_TEXTS,
  /** Image fields: a same-site path is hostile here too. */
  images: HOSTILE_IMAGE_URLS,
  /** Market names for route segments. */
  marketSymbols: HOSTILE_MARKET_SYMBOLS,
});
