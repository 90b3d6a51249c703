import { useDeferredValue } from 'react';
import { shellDataApi, useShellPolicyContext } from '@shell/api-client';
import { SITES } from '@shell/site-config';
import type { PolicyContext } from '@shell/site-config';
import { ShellDataPanels } from '../data/ShellDataPanels';
import { LogPanel } from '../log/LogPanel';
import { PolicyGroups } from '../policy/PolicyGroups';
import { PolicyInputs } from '../policy/PolicyInputs';
import { useDemoState } from '../state/DemoContext';
import { DEMO_USER_LABELS } from '../state/demoState';

/** True while any call the policy context is built from is in flight. */
function usePolicyInputsFetching(): boolean {
  const userInfo = shellDataApi.endpoints.getUserInfo.useQuery();
  // Same skip rule as the shell's own hook: visitors never ask for the unified mode.
  const unified = shellDataApi.endpoints.getUnifiedAccountMode.useQuery(undefined, { skip: userInfo.data?.isLogin !== true });
  return [userInfo, unified, shellDataApi.endpoints.getComplianceCheck.useQuery(), shellDataApi.endpoints.getCommonData.useQuery()].some((query) => query.isFetching);
}

/** For the chosen state: what the policy shows and hides, the live shell data behind it, and the log. */
export function HomePage() {
  const state = useDemoState();
  const context = useShellPolicyContext();
  // Hundreds of decisions (two-thirds of the page's elements), below the fold, redrawn as each
  // start-up answer arrives: a deferred, interruptible render, so they never hold up the shell's
  // own updates (no long task). That includes the first render: with no initial value React would
  // draw them in the same render as the header, between the page and its first paint.
  const shownContext = useDeferredValue<PolicyContext | null>(context, null);
  const fetching = usePolicyInputsFetching() || shownContext !== context;
  const site = SITES[state.site];
  return (
    <>
      <h1>
        {site.name} <span className="muted">({site.key})</span>
      </h1>
      <p className="lead">
        {DEMO_USER_LABELS[state.user]} · language {state.lang} · sub_website_id {site.subWebsiteId} · default pair{' '}
        {site.defaultTradePair}
      </p>
      <ShellDataPanels />
      <LogPanel />
      <section aria-labelledby="policy-heading" aria-busy={fetching} className="panel">
        <h2 id="policy-heading">What the policy shows and hides</h2>
        <p className="muted small">
          Decided by <code>explainPolicy</code> of @shell/site-config from the live shell data above. Items marked
          “differs from Global” are this region&apos;s own rules.
        </p>
        {shownContext && (
          <>
            <PolicyInputs context={shownContext} />
            <PolicyGroups context={shownContext} />
          </>
        )}
      </section>
    </>
  );
}
