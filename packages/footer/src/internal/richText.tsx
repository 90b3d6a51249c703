import { Fragment } from 'react';
import type { ReactNode } from 'react';
import type { useShellIntl } from '@shell/api-client';
import type { MessageDescriptor } from '@shell/site-config';

type RichValues = Record<string, string | ((chunks: ReactNode[]) => ReactNode)>;
/** `formatMessage` with React elements as tag output (the shell's `IntlShape<string>` types only strings). */
type RichFormat = (descriptor: MessageDescriptor, values: RichValues) => ReactNode | ReactNode[];

/**
 * Formats a message whose `<link>…</link>` chunk becomes `renderLink(chunks)`. The parts get keys so React can render the array.
 */
export function formatWithLink(
  intl: ReturnType<typeof useShellIntl>,
  descriptor: MessageDescriptor,
  renderLink: (chunks: ReactNode[]) => ReactNode,
): ReactNode {
  const format = intl.formatMessage as unknown as RichFormat;
  const result = format(descriptor, { link: (chunks) => renderLink(chunks) });
  // Keyed by position: the parts of one message never reorder.
  return Array.isArray(result) ? result.map((part, index) => <Fragment key={index}>{part}</Fragment>) : result;
}
