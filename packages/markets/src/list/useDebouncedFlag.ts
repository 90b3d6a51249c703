import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A boolean that follows `update(value)` calls only after they stop for `delayMs` (trailing
 * debounce), e.g. "scrolled past the threshold" from a stream of scroll events.
 */
export function useDebouncedFlag(delayMs: number): [boolean, (value: boolean) => void] {
  const [flag, setFlag] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current !== null) clearTimeout(timer.current);
    },
    [],
  );
  const update = useCallback(
    (value: boolean) => {
      if (timer.current !== null) clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        timer.current = null;
        setFlag(value);
      }, delayMs);
    },
    [delayMs],
  );
  return [flag, update];
}
