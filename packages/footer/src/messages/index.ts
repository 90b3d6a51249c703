// Public API of @shell/footer/messages: the catalog loader alone, so a host loads the page's
// messages without the footer's code (which `@shell/footer/lazy` fetches as a chunk of its own).
export { loadFooterMessages } from './load';
