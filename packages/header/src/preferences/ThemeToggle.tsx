import { useApplySettings, useIsShown, useShellIntl, useShellSelector } from '@shell/api-client';
import { IconMoon, IconSun } from '../icons/icons';
import { barMessages as m } from './barMessages';

export interface ThemeToggleProps {
  /** Extra class on the toggle button. */
  className?: string;
}

/**
 * The dark/light toggle of the header (spec §4): switches the theme shown (dark '2' / light '0'
 * cookie, "skin changed" cookie 1) and makes it the visitor's explicit choice, ending the
 * "system" option. Its name says what a press does; the icon shows the theme it switches to.
 * Renders nothing where the site hides the theme mode.
 */
export function ThemeToggle({ className }: ThemeToggleProps) {
  const intl = useShellIntl();
  const shown = useIsShown('header.themeToggle');
  const theme = useShellSelector((state) => state.shellSession.theme);
  const apply = useApplySettings();
  if (!shown) return null;
  const next = theme === 'dark' ? 'light' : 'dark';
  return (
    <button
      type="button"
      className={className ? `shell-prefs-theme-toggle ${className}` : 'shell-prefs-theme-toggle'}
      aria-label={intl.formatMessage(next === 'dark' ? m.themeToDark : m.themeToLight)}
      data-theme-next={next}
      onClick={() => apply({ theme: next })}
    >
      {next === 'dark' ? <IconMoon /> : <IconSun />}
    </button>
  );
}
