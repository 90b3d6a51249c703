// `@shell/header/messages`: the header's catalog loader alone (no client code), for a host's
// message loader on a server. The descriptors themselves stay internal, grouped by the part that
// shows them so the groups only panels use travel with those panels.
export { loadHeaderMessages } from '../i18n/load';
