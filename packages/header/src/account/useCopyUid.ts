import { useCallback, useEffect, useRef, useState } from 'react';
import { useShellIntl } from '@shell/api-client';
import { copyText, useToast } from '@shell/ui/widgets';
import { COPY_HOVER_TIMEOUT_MS } from '../internal/spec';
import { shellMessages } from '@shell/site-config/messages';

/**
 * Copying the UID: a "Copied successfully" toast (spec §8) and a "Copied" state on the button
 * that ends {@link COPY_HOVER_TIMEOUT_MS} ms after the pointer (or focus) leaves it.
 */
export function useCopyUid(uid: string) {
  const intl = useShellIntl();
  const toast = useToast();
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const clear = () => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  };
  useEffect(() => clear, []);

  const copy = useCallback(async () => {
    clear();
    if (await copyText(uid)) {
      setCopied(true);
      toast.show(intl.formatMessage(shellMessages.copiedSuccessfully));
    }
  }, [uid, toast, intl]);

  const leave = useCallback(() => {
    clear();
    timer.current = setTimeout(() => setCopied(false), COPY_HOVER_TIMEOUT_MS);
  }, []);

  return { copied, copy, leave, toastMessage: toast.message };
}
