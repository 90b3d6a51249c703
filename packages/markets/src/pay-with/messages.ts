import { defineMessages } from '@shell/site-config';

/** The texts of the "Pay with" chooser (ids `markets.payWith.*`); also part of `marketsMessages`. */
export const payWithMessages = defineMessages({
  payWithButton: { id: 'markets.payWith.button', defaultMessage: 'Pay with {fiat}', description: 'Toggle button of the Pay-with fiat chooser' },
  payWithTitle: { id: 'markets.payWith.title', defaultMessage: 'Choose a currency to pay with', description: 'Heading of the Pay-with panel' },
  payWithSearch: { id: 'markets.payWith.search', defaultMessage: 'Search currency', description: 'Filter field of the Pay-with panel' },
  payWithEmpty: { id: 'markets.payWith.empty', defaultMessage: 'No currency found', description: 'Empty state of the Pay-with panel' },
  payWithBuy: { id: 'markets.payWith.buy', defaultMessage: 'Buy USDT with {fiat}', description: 'Accessible name of a fiat link of the Pay-with panel' },
  bankTransfer: { id: 'markets.payWith.bankTransfer', defaultMessage: 'Bank transfer', description: 'Payment method badge' },
  creditCard: { id: 'markets.payWith.creditCard', defaultMessage: 'Card', description: 'Payment method badge (credit or debit card)' },
  p2p: { id: 'markets.payWith.p2p', defaultMessage: 'P2P', description: 'Payment method badge: peer-to-peer trading' },
  payWithLoading: { id: 'markets.payWith.loading', defaultMessage: 'Loading currencies', description: 'Announced while the Pay-with panel loads its fiat list' },
});
