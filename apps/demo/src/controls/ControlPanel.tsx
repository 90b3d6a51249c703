import { useId } from 'react';
import type { ReactNode } from 'react';
import { isLangCode, isSiteKey, LANGUAGE_NAMES, SITE_KEYS, SITES } from '@shell/site-config';
import { useDemoController, useDemoState } from '../state/DemoContext';
import { DEMO_USER_LABELS, DEMO_USERS } from '../state/demoState';
import type { DemoUser } from '../state/demoState';
import { FaultPicker } from './FaultPicker';

function Field({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children(id)}
    </div>
  );
}

function isDemoUser(value: string): value is DemoUser {
  return (DEMO_USERS as readonly string[]).includes(value);
}

/**
 * The same state as the URL, as controls. Every change is a new history entry, so the address
 * bar is always a link to what is on screen.
 */
export function ControlPanel() {
  const controller = useDemoController();
  const state = useDemoState();
  const site = SITES[state.site];
  const theme = state.theme ?? controller.fallbackTheme;
  const languageNoteId = useId();
  return (
    <section className="panel control-panel" aria-labelledby="controls-heading">
      <h2 id="controls-heading">Demo state</h2>
      <div className="control-panel__fields">
        <Field label="Sub-website">
          {(id) => (
            <select
              id={id}
              value={state.site}
              onChange={(event) => isSiteKey(event.target.value) && controller.navigate({ site: event.target.value })}
            >
              {SITE_KEYS.map((key) => (
                <option key={key} value={key}>
                  {SITES[key].name} ({key})
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="User">
          {(id) => (
            <select
              id={id}
              value={state.user}
              onChange={(event) => isDemoUser(event.target.value) && controller.navigate({ user: event.target.value })}
            >
              {DEMO_USERS.map((user) => (
                <option key={user} value={user}>
                  {DEMO_USER_LABELS[user]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Theme">
          {(id) => (
            <select
              id={id}
              value={theme}
              onChange={(event) => controller.navigate({ theme: event.target.value === 'dark' ? 'dark' : 'light' })}
            >
              <option value="light">Light</option>
              <option value="dark">Dark</option>
            </select>
          )}
        </Field>
        <Field label="Language">
          {(id) => (
            <select
              id={id}
              value={state.lang}
              aria-describedby={languageNoteId}
              onChange={(event) => isLangCode(event.target.value) && controller.navigate({ lang: event.target.value })}
            >
              {/* Every page language (the main site serves them all): a language without a shell catalog shows the shell in English. */}
              {SITES.main.languages.map((lang) => (
                <option key={lang} value={lang} lang={lang}>
                  {LANGUAGE_NAMES[lang]}
                  {site.languages.includes(lang) ? '' : ' *'}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <label className="check">
        <input type="checkbox" checked={state.newMenu} onChange={(event) => controller.navigate({ newMenu: event.target.checked })} /> New (remote) menu
        system — main site only
      </label>
      <p className="muted small" id={languageNoteId}>
        Languages marked * are not in {site.name}&apos;s own list ({site.languages.join(', ')}); the demo offers
        them anyway so every catalogue can be reviewed on every site.
      </p>
      <FaultPicker />
    </section>
  );
}
