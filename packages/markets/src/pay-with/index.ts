// Public API of @shell/markets/pay-with: the header's "Pay with" chooser on its own. Its button
// shows as soon as the header does, so a host loads this small entry at start-up and leaves the
// market flyouts (the package's main entry) to the first hover of a market entry.
export { PayWithPanel } from './PayWithPanel';
