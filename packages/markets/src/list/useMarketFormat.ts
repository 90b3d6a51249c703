import { useMemo } from 'react';
import { useFiatDisplay, useShellIntl } from '@shell/api-client';

/** Quote currencies worth one USDT each, so their prices convert into the chosen fiat. */
const USD_STABLE_QUOTES: ReadonlySet<string> = new Set(['USDT', 'USDC']);

export interface MarketFormat {
  /** Price in the session locale; converted into the chosen fiat (with its currency sign) when the setting asks and the price is in USDT. */
  price: (value: number | null, quote: string) => string;
  /** `+1.25%` / `-0.40%` / `0.00%`. */
  percent: (value: number) => string;
  /** Compact volume (`1.2M`, `12万`). */
  volume: (value: number) => string;
}

/** Fraction digits that keep about five significant digits for any price size. */
function priceDigits(value: number): { minimumFractionDigits: number; maximumFractionDigits: number } {
  const abs = Math.abs(value);
  if (abs >= 1000) return { minimumFractionDigits: 2, maximumFractionDigits: 2 };
  if (abs >= 1) return { minimumFractionDigits: 2, maximumFractionDigits: 4 };
  if (abs === 0) return { minimumFractionDigits: 2, maximumFractionDigits: 2 };
  const leadingZeros = Math.min(12, Math.max(0, -Math.floor(Math.log10(abs)) - 1));
  return { minimumFractionDigits: 2, maximumFractionDigits: Math.min(20, leadingZeros + 5) };
}

/** Number formatting of the market rows in the session's locale and display fiat. */
export function useMarketFormat(): MarketFormat {
  const intl = useShellIntl();
  const fiat = useFiatDisplay();
  return useMemo(
    () => ({
      price(value, quote) {
        if (value === null) return '--';
        if (fiat.fiat !== null && USD_STABLE_QUOTES.has(quote)) {
          const converted = fiat.convert(value);
          if (converted !== null) return intl.formatNumber(converted, { style: 'currency', currency: fiat.fiat, ...priceDigits(converted) });
        }
        return intl.formatNumber(value, priceDigits(value));
      },
      percent: (value) =>
        intl.formatNumber(value / 100, { style: 'percent', signDisplay: 'exceptZero', minimumFractionDigits: 2, maximumFractionDigits: 2 }),
      volume: (value) => intl.formatNumber(value, { notation: 'compact', maximumFractionDigits: 2 }),
    }),
    [intl, fiat],
  );
}
