// The hostile-input corpus: XSS and open-redirect URLs and hostile text, pure data. It lives in
// the lowest package so that every package's mock backend (`@shell/*/mocks`, the hostile
// scenario) and every package's tests can read it without importing another package's files.
export {
  corpusAt,
  HOSTILE_AUTHORITY_URLS,
  HOSTILE_HOST_URLS,
  HOSTILE_HOSTS,
  HOSTILE_ROUNDS,
  HOSTILE_SCRIPT_URLS,
  HOSTILE_TEXTS,
  HOSTILE_URLS,
  hostileUrlOfRound,
  PWNED_FLAG,
} from './corpus';
