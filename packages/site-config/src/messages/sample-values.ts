/**
 * Test helper (not exported from the package): a value for every placeholder of a message, as
 * named by `placeholdersOf` of @shell/i18n-tools — `name`, `name:plural`, `name:select`,
 * `name:number`, `<tag>` — so any catalog message can be rendered without knowing it.
 */
export function sampleValues(placeholders: Iterable<string>): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const placeholder of placeholders) {
    if (placeholder.startsWith('<')) {
      const tag = placeholder.slice(1, -1);
      values[tag] = (chunks: unknown[]) => `<${tag}>${chunks.join('')}</${tag}>`;
      continue;
    }
    const [name = placeholder, kind] = placeholder.split(':');
    values[name] =
      kind === 'plural' || kind === 'selectordinal' || kind === 'number'
        ? 2
        : kind === 'date' || kind === 'time'
          ? new Date(Date.UTC(2025, 0, 2))
          : kind === 'select'
            ? 'other'
            : `«${name}»`;
  }
  return values;
}
