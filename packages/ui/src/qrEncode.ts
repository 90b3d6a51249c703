import { encode } from 'uqr';

/**
 * The mask pattern every code is drawn with. Any of the eight is a valid, scannable symbol (the
 * tests decode every site's and language's download code); left to choose, the encoder draws the
 * symbol eight times and scores each, which made it 13× slower (0.85 → 0.065 ms warm, 16–25 ms
 * on the first call at load in a page) for codes that scan alike. Pattern 2 is the one it chose
 * for 160 of the 216 download URLs.
 */
export const QR_MASK_PATTERN = 2;

/** One SVG path of the dark modules: a few hundred bytes of markup, crisp at any size. */
export function qrPath(value: string): { path: string; modules: number } {
  const { data, size } = encode(value, { ecc: 'M', border: 1, maskPattern: QR_MASK_PATTERN });
  let path = '';
  for (let y = 0; y < size; y += 1) {
    const row = data[y] ?? [];
    let x = 0;
    while (x < size) {
      if (!row[x]) {
        x += 1;
        continue;
      }
      let run = 1;
      while (x + run < size && row[x + run]) run += 1;
      path += `M${x} ${y}h${run}v1h-${run}z`;
      x += run;
    }
  }
  return { path, modules: size };
}
