import { Fragment } from 'react';
import type { ReactNode } from 'react';
import type { useShellIntl } from '@shell/api-client';
import type { MessageDescriptor } from '@shell/site-config';

type Intl = ReturnType<typeof useShellIntl>;
/** A message's text around its link, and the link's own text (`<link>…</link>`). */
type Part = string | { link: ReactNode[] };
type RichFormat = (descriptor: MessageDescriptor, values: { link: (chunks: ReactNode[]) => Part }) => Part | Part[];

/**
 * A message's parts per intl instance and message id. They depend on the language and the catalog
 * alone, so they are formatted once: formatjs cannot keep a rich-text result itself (its values are
 * functions) and would otherwise serialize the message with its formats on every render.
 */
const partsByIntl = new WeakMap<Intl, Map<unknown, Part[]>>();

/**
 * Formats a message whose `<link>…</link>` chunk becomes `renderLink(chunks)`. The parts get keys
 * so React can render the array; a message without a link is its text.
 */
export function formatWithLink(intl: Intl, descriptor: MessageDescriptor, renderLink: (chunks: ReactNode[]) => ReactNode): ReactNode {
  let byId = partsByIntl.get(intl);
  if (byId === undefined) partsByIntl.set(intl, (byId = new Map()));
  let parts = byId.get(descriptor.id);
  if (parts === undefined) {
    parts = [(intl.formatMessage as unknown as RichFormat)(descriptor, { link: (link) => ({ link }) })].flat();
    byId.set(descriptor.id, parts);
  }
  const [first] = parts;
  if (parts.length === 1 && typeof first === 'string') return first;
  // Keyed by position: the parts of one message never reorder.
  return parts.map((part, index) => <Fragment key={index}>{typeof part === 'string' ? part : renderLink(part.link)}</Fragment>);
}
