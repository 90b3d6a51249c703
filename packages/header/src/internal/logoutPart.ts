import { lazyPart } from '@shell/ui';

// The logout confirmation, a chunk of its own. Apart from parts.ts because the user panel and the
// mobile drawer — themselves lazy parts listed there — open it: importing parts.ts from them would
// close an import cycle through their own lazy import.
export const LogoutFlowPart = lazyPart('logout', () => import('../logout/LogoutFlow').then((module) => module.LogoutFlow));
