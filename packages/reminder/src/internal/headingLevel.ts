import { createContext, useContext } from 'react';

/**
 * The heading level of a message title: one below the heading of whatever holds the list (the
 * dropdown's h2 → h3, the page's h1 → h2), so the outline never skips a level.
 */
export const MessageHeadingLevel = createContext<2 | 3>(3);

export function useMessageHeadingLevel(): 2 | 3 {
  return useContext(MessageHeadingLevel);
}
