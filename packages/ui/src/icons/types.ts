/** One SVG element of an icon in a 24×24 box: its tag and attributes (lucide's icon-node format). */
export type IconElement = readonly [tag: 'path' | 'circle' | 'rect' | 'line' | 'polyline' | 'ellipse', attrs: Readonly<Record<string, string>>];
/** The elements an icon draws. */
export type IconArtwork = readonly IconElement[];
