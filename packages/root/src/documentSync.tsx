import { useSettingsSync } from '@shell/api-client';

/**
 * The page-wide effects of the shell, mounted once by ShellRoot (never by a part, so a page without
 * a header keeps them): settings from other tabs, the system theme and `<html lang dir data-theme
 * data-rise>` (`useSettingsSync`, their one writer; the server or a boot script set them before
 * first paint).
 */
export function ShellDocumentSync() {
  useSettingsSync();
  return null;
}
