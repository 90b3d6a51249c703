import { defineCalls } from '@shell/api-client/core';

/**
 * The "Pay with" chooser's call (spec §7). A catalogue of its own, apart from the market lists',
 * because this entry loads at start-up: it must not carry the flyouts' paths with it.
 */
export const PAY_WITH_CALLS = defineCalls({
  buyCryptoFiatList: { method: 'GET', path: '/api/web/v1/site/buyCryptoFiatList' },
});

export type PayWithCallId = keyof typeof PAY_WITH_CALLS;
