import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A short message shown for `durationMs` (e.g. "Copied successfully"). Render `<Toast>` with the
 * returned message where it should appear; it is announced politely to screen readers.
 */
export function useToast(durationMs = 2000): { message: string | null; show: (message: string) => void } {
  const [message, setMessage] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current !== null) clearTimeout(timer.current);
    },
    [],
  );
  const show = useCallback(
    (next: string) => {
      if (timer.current !== null) clearTimeout(timer.current);
      setMessage(next);
      timer.current = setTimeout(() => setMessage(null), durationMs);
    },
    [durationMs],
  );
  return { message, show };
}

/** The live region is always in the DOM so screen readers pick up the message when it appears. */
export function Toast({
  message,
}: {
  /** The text shown and announced; `null` hides it (the live region stays in the DOM). Usually `useToast().message`. */
  message: string | null;
}) {
  return (
    <div className="shell-toast" role="status" aria-live="polite" data-open={message ? '' : undefined}>
      {message}
    </div>
  );
}
