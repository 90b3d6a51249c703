/** The mock's "now" in whole seconds: listings open and options expire relative to it. */
export function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}
