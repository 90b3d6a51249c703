/**
 * The shell's logo: a mark (a geometric "G" in the brand fill) and the "Gate" wordmark, both drawn
 * as strokes on their own SVG grids, so they stay crisp at any size and need no web font. The
 * mark takes the brand tokens (`--shell-brand`, `--shell-on-brand`), the same in both themes; the
 * wordmark takes the text colour of the theme. The accessible name is the link's ("Gate home"):
 * both drawings are decorative. The wordmark gives way on narrow phones (styles.css) and the pair
 * is never mirrored in right-to-left pages (a brand lockup reads one way).
 */
export function Logo() {
  return (
    <>
      <svg className="shell-header__logo-mark" viewBox="0 0 32 32" width="28" height="28" aria-hidden="true" focusable="false">
        <rect className="shell-header__logo-tile" width="32" height="32" rx="8" />
        {/* An open ring from its upper right round to the right, then the bar in to the centre. */}
        <path className="shell-header__logo-glyph" d="M21.3 10.7A7.5 7.5 0 1 0 23.5 16H16.5" />
      </svg>
      <svg className="shell-header__logo-word" viewBox="0 0 56 32" width="49" height="28" aria-hidden="true" focusable="false">
        {/* G, a, t, e on a 14-unit cap height and a 10-unit x-height, baseline at 23. */}
        <path d="M13.25 11.05A7 7 0 1 0 15.3 16H10" />
        <path d="M20.3 18a5 5 0 1 0 10 0a5 5 0 1 0 -10 0M30.3 13V23" />
        <path d="M36.3 9.5V20q0 3 3 3M33.8 13H39.3" />
        <path d="M44.3 18H54.3A5 5 0 1 0 53.24 21.08" />
      </svg>
    </>
  );
}
