import { ComplianceKeys } from '../policy/ComplianceKeys';
import { PolicyMatrix } from '../policy/PolicyMatrix';
import { useDemoState } from '../state/DemoContext';
import { DemoLink } from '../state/DemoLink';
import { DEMO_USERS, DEMO_USER_LABELS } from '../state/demoState';

/** The compliance reviewer's page: what each region shows, for each kind of user. */
export function PolicyPage() {
  const { user, site } = useDemoState();
  return (
    <>
      <h1>Policy matrix</h1>
      <p>
        Every gated header, drawer, account, footer and settings item against the twelve sub-websites. Switch the user
        kind:{' '}
        {DEMO_USERS.map((kind, index) => (
          <span key={kind}>
            {index > 0 && ' · '}
            <DemoLink to={{ user: kind }} aria-current={kind === user ? 'true' : undefined}>
              {DEMO_USER_LABELS[kind]}
            </DemoLink>
          </span>
        ))}
      </p>
      <PolicyMatrix user={user} currentSite={site} />
      <h2>Compliance keys</h2>
      <p>The compliance check answers per visitor; none of its keys is set in the matrix above. This is what each one hides.</p>
      <ComplianceKeys />
    </>
  );
}
