// `@shell/markets/messages`: the catalogs alone (no client code), at the path every package's
// messages entry has, so tooling and a server resolve `@shell/<pkg>/messages` one way.
export { loadMarketsMessages } from '../loadMarketsMessages';
