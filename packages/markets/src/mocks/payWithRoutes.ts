import type { MockDomainContext, MockRoute } from '@shell/mocks';
import { createRng, ok } from '@shell/mocks';

/** The fiats offered in the "Pay with" chooser (a subset of the mock's common-data fiat list). */
export const MOCK_PAY_WITH_FIATS: readonly string[] = Object.freeze([
  'USD', 'EUR', 'GBP', 'JPY', 'TRY', 'BRL', 'AUD', 'CAD', 'CHF', 'SGD', 'AED', 'HKD',
  'KRW', 'INR', 'MXN', 'ARS', 'NGN', 'ZAR', 'IDR', 'VND', 'THB', 'PHP', 'PLN', 'UAH',
]);

/** buyCryptoFiatList: the "Pay with" chooser's fiats and their payment methods. */
export function createPayWithRoutes({ seed }: MockDomainContext): MockRoute[] {
  const rng = createRng(seed ^ 0xf1a7);
  const payWith = MOCK_PAY_WITH_FIATS.map((fiat, index) => ({
    fiat,
    // USD and EUR offer everything; the rest vary, as real payment coverage does.
    bank_transfer: index < 2 || rng.chance(0.7),
    credit_card: index < 2 || rng.chance(0.8),
    p2p: index < 2 || rng.chance(0.9),
  }));
  return [
    {
      call: 'buyCryptoFiatList',
      resolve: () => ok({ list: payWith }),
      invalidBody: () => ok({ list: { USD: true } }),
    },
  ];
}
