import type { CountryLimits, PolicyContext } from '@shell/site-config';
import { Facts, yesNo } from '../data/DataPanel';

const orNone = (values: readonly string[] | undefined): string => (values && values.length > 0 ? values.join(', ') : 'none');

/**
 * What the policy was asked with, so a reviewer can see *why* an item is hidden. The JSON block
 * is the exact input; the e2e tests read it and recompute every decision.
 */
export function PolicyInputs({ context }: { context: PolicyContext }) {
  const { user } = context;
  const limits = context.limits ?? {};
  const activeLimits = (Object.keys(limits) as (keyof CountryLimits)[]).filter((key) => limits[key]);
  return (
    <div className="policy-inputs">
      <Facts
        rows={[
          ['Site', context.site],
          ['User kind', user.kind],
          ['Tier', user.tierLevel ?? '—'],
          ['KYC status', user.kycStatus ?? '—'],
          ['Safe level', user.safeLevel ?? '—'],
          ['White list', user.whiteListShow === undefined ? '—' : yesNo(user.whiteListShow)],
          ['Unified account', user.unifiedActive === undefined ? '—' : yesNo(user.unifiedActive)],
          ['Compliance menu', orNone(context.compliance?.menu)],
          ['Business flags', orNone(context.compliance?.business)],
          ['Country limits', orNone(activeLimits)],
        ]}
      />
      <details>
        <summary>Policy context as JSON</summary>
        {/* Focusable because it scrolls: keyboard users must be able to read all of it. */}
        <pre className="policy-inputs__json" data-testid="policy-context" tabIndex={0}>
          {JSON.stringify(context, null, 2)}
        </pre>
      </details>
    </div>
  );
}
