import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import type { DemoState } from './demoState';
import { demoHref } from './demoState';
import { useDemoController, useDemoState } from './DemoContext';

interface DemoLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** The part of the state this link changes; the rest (site, user, faults…) is kept. */
  to: Partial<DemoState>;
}

/** A real link (copyable, opens in a new tab) that navigates in place on a plain click. */
export function DemoLink({ to, onClick, ...rest }: DemoLinkProps) {
  const controller = useDemoController();
  const state = useDemoState();
  const href = demoHref({ ...state, ...to });
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    controller.navigate(to);
  };
  return <a {...rest} href={href} onClick={handleClick} />;
}
