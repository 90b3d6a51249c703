export const ICON_HOST = 'https://static.gate.example';

export function coinIcon(symbol: string): string {
  return `${ICON_HOST}/coin/${symbol.toLowerCase()}.png`;
}
