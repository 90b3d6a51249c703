import { isShown } from '@shell/site-config';
import { shellMessages } from '@shell/site-config/messages';
import { upgradePlanMessages } from './settingMessages';
import { useShellIntl, useShellPolicyContext, useUserInfo } from '@shell/api-client';

export interface UpgradePlansProps {
  className?: string;
  /**
   * Drawn inside a `role="tooltip"` (the tier-progress hover): a plain `<div>` and its lead line as
   * text, not a section with a heading (a tooltip is a description, not a landmark of the page).
   */
  inTooltip?: boolean;
}

const PLAN_ITEMS = {
  1: 'settings.upgradePlan1',
  2: 'settings.upgradePlan2',
  3: 'settings.upgradePlan3',
} as const;

/**
 * The VIP upgrade-plan texts of the tier-progress hover (spec §6): main shows plans 1, 2 and 3;
 * UK, US and Australia plans 1 and 3; UAE plan 1 only (site-config's `upgradePlans`, through the
 * policy items `settings.upgradePlanN`). Amounts come from user info: plan 1 the trading volume
 * still missing (USDT), plan 2 the GT to hold, plan 3 the total assets (USD). Nothing for
 * visitors or where the site has no plan.
 */
export function UpgradePlans({ className, inTooltip = false }: UpgradePlansProps) {
  const intl = useShellIntl();
  const user = useUserInfo();
  const policy = useShellPolicyContext();
  const plans = ([1, 2, 3] as const).filter((plan) => isShown(PLAN_ITEMS[plan], policy));
  if (!user.isLogin || plans.length === 0) return null;
  const number = (value: number) => intl.formatNumber(value, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const amounts: Record<1 | 2 | 3, string> = {
    1: `${number(user.tier_next_usdt)} USDT`,
    2: number(user.tier_next_gt_min),
    3: intl.formatNumber(user.tier_next_asset_only_usd, { style: 'currency', currency: 'USD' }),
  };
  const Container = inTooltip ? 'div' : 'section';
  const Heading = inTooltip ? 'p' : 'h3';
  return (
    <Container className={className ? `shell-prefs-upgrade ${className}` : 'shell-prefs-upgrade'}>
      <Heading className="shell-prefs-upgrade__heading">{intl.formatMessage(shellMessages.upgradeHeading, { level: user.tier_level + 1 })}</Heading>
      <ol className="shell-prefs-upgrade__plans">
        {plans.map((plan) => (
          <li key={plan} className="shell-prefs-upgrade__plan" data-plan={plan}>
            <span className="shell-prefs-upgrade__label">{intl.formatMessage(shellMessages.upgradePlanLabel, { number: plan })}</span>
            <span className="shell-prefs-upgrade__title">{intl.formatMessage(upgradePlanMessages[plan].title)}</span>
            <span className="shell-prefs-upgrade__requirement">{intl.formatMessage(upgradePlanMessages[plan].requirement, { amount: amounts[plan] })}</span>
          </li>
        ))}
      </ol>
    </Container>
  );
}
