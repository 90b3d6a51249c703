import { useRef } from 'react';
import { useDisclosure } from '@shell/api-client/ui';
import type { Disclosure, DisclosureOptions, DisclosureReason } from '@shell/api-client/ui';

/**
 * `useDisclosure` with hover, fixed for mouse users: the pointer enters the dropdown (opening it
 * by hover) just before it clicks the trigger, so a plain toggle would close the panel the user
 * meant to open. A click on a panel that hover opened pins it open instead; the next click
 * toggles as usual. Keyboard and touch behave exactly as `useDisclosure`.
 */
export function useHoverDisclosure(options: Omit<DisclosureOptions, 'hover' | 'onOpenChange'> = {}): Disclosure {
  const openedBy = useRef<DisclosureReason | null>(null);
  const disclosure = useDisclosure({
    ...options,
    hover: true,
    onOpenChange: (open, reason) => {
      openedBy.current = open ? reason : null;
    },
  });
  const toggle = disclosure.triggerProps.onClick;
  return {
    ...disclosure,
    triggerProps: {
      ...disclosure.triggerProps,
      onClick() {
        if (disclosure.open && openedBy.current === 'hover') {
          openedBy.current = 'click';
          return;
        }
        toggle();
      },
    },
  };
}
