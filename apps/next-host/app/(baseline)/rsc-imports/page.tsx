import * as apiClient from '@shell/api-client';
import * as footer from '@shell/footer';
import * as footerLazy from '@shell/footer/lazy';
import * as header from '@shell/header';
import * as headerPreferences from '@shell/header/preferences';
import * as markets from '@shell/markets';
import * as marketsPayWith from '@shell/markets/pay-with';
import * as reminder from '@shell/reminder';
import * as root from '@shell/root';
import * as rootNext from '@shell/root/next';
import * as ui from '@shell/ui';
import * as uiWidgets from '@shell/ui/widgets';
import * as uiIcons from '@shell/ui/icons';
import * as uiQrCode from '@shell/ui/qr-code';

/**
 * A Server Component that imports every client entry of the shell (`tooling/rsc/check.mjs` keeps
 * this list complete): `next build` must compile it, each module becoming client references
 * instead of running hooks on the server. It renders only the entries' names.
 */
const CLIENT_ENTRIES = {
  '@shell/api-client': apiClient,
  '@shell/footer': footer,
  '@shell/footer/lazy': footerLazy,
  '@shell/header': header,
  '@shell/header/preferences': headerPreferences,
  '@shell/markets': markets,
  '@shell/markets/pay-with': marketsPayWith,
  '@shell/reminder': reminder,
  '@shell/root': root,
  '@shell/root/next': rootNext,
  '@shell/ui': ui,
  '@shell/ui/widgets': uiWidgets,
  '@shell/ui/icons': uiIcons,
  '@shell/ui/qr-code': uiQrCode,
};

export default function RscImportsPage() {
  return (
    <main>
      <h1>Client entries imported by a Server Component</h1>
      <ul>
        {Object.entries(CLIENT_ENTRIES).map(([name, module]) => (
          <li key={name} data-loaded={module ? '' : undefined}>
            {name}
          </li>
        ))}
      </ul>
    </main>
  );
}
