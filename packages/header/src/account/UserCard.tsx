import { useId } from 'react';
import { useFiatDisplay, useShellIntl, useShellSession, useUserInfo } from '@shell/api-client';
import { ShellLink, useImageSrc } from '@shell/ui';
import { Toast } from '@shell/ui/widgets';
import { ROUTES } from '@shell/site-config';
import { formatTierProgress, STATUS_ICON } from '../internal/spec';
import { shellMessages } from '@shell/site-config/messages';
import { useHeader } from '../internal/HeaderContext';
import { userMessages } from '../messages/user';
import { useCopyUid } from './useCopyUid';
import { UpgradePlans } from '../preferences/UpgradePlans';
import { IconCheck, IconCopy } from '../icons/icons';

/**
 * Sets the progress bar's width through the CSSOM once the bar is in the document, instead of a
 * `style` attribute: a host whose CSP has no `'unsafe-inline'` style source blocks the attribute in
 * server HTML, hydration does not put it back, and the bar showed full for every user.
 */
function progressWidth(width: string): (element: HTMLElement | null) => void {
  return (element) => {
    element?.style.setProperty('inline-size', width);
  };
}

const STATUS_CLASS: Readonly<Record<number, string>> = {
  [STATUS_ICON.warning]: 'warning',
  [STATUS_ICON.success]: 'success',
  [STATUS_ICON.progress]: 'progress',
  [STATUS_ICON.error]: 'error',
};

/** Text for an amount with 2 decimals in the reader's locale. */
function useAmount() {
  const intl = useShellIntl();
  return (value: number) => intl.formatNumber(value, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

/**
 * The user card (spec §1/§3/§6): avatar, nickname, UID with copy, VIP tier (and trial badge),
 * progress to the next tier, 30-day volume, total assets, KYC status icon, the "too weak" safety
 * notice, switch account and sub-account management. Each part is a policy item.
 */
export function UserCard() {
  const intl = useShellIntl();
  const { shown, href, site } = useHeader();
  const { theme } = useShellSession();
  const imageSrc = useImageSrc();
  const user = useUserInfo();
  const fiat = useFiatDisplay();
  const amount = useAmount();
  const copy = useCopyUid(user.uid);
  const name = user.nickname || user.user_nick || user.uid;
  const avatar = shown('user.avatar') ? imageSrc(user.user_avatar, 'header.avatar') : null;
  const nextLevel = user.tier_level + 1;
  const percent = formatTierProgress(user.tier_next_progress);
  const progressLabel = intl.formatMessage(userMessages.progress, { level: nextLevel, percent });
  const hover = shown('user.tierProgressHover');
  const tooltipId = useId();
  // Japan reports the volume in yen (spec §3): the figure decides, not the site.
  const volume = user.tier_all_trade_jpy !== undefined ? { value: user.tier_all_trade_jpy, currency: 'JPY' } : { value: user.tier_all_trade_usdt, currency: 'USDT' };
  const converted = fiat.fiat ? fiat.convert(user.total_usd) : null;
  const total = converted !== null && fiat.fiat ? { value: converted, currency: fiat.fiat } : { value: user.total_usd, currency: 'USD' };
  const kycClass = STATUS_CLASS[user.kyc_status] ?? 'error';

  return (
    <section className="shell-header__card" data-theme-variant={theme} aria-label={name} data-site={site}>
      <div className="shell-header__card-head">
        {avatar ? <img className="shell-header__avatar" src={avatar} alt={intl.formatMessage(userMessages.avatar, { name })} width={40} height={40} /> : null}
        <div className="shell-header__card-id">
          {shown('user.personalInfo') ? <p className="shell-header__nickname">
              {/* A name from the server, in any script: isolated, so an unclosed bidi control in it cannot reorder the card around it. */}
              <bdi>{name}</bdi>
            </p> : null}
          <p className="shell-header__uid">
            <span>{intl.formatMessage(userMessages.uid, { uid: user.uid })}</span>
            <button
              type="button"
              className="shell-header__copy"
              onClick={copy.copy}
              onPointerLeave={copy.leave}
              onBlur={copy.leave}
              aria-label={intl.formatMessage(copy.copied ? userMessages.copied : userMessages.copyUid)}
              data-copied={copy.copied ? '' : undefined}
            >
              {copy.copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
            </button>
          </p>
          {shown('user.kycIcon') ? (
            // The status in words beside its coloured dot (a dot alone left users guessing).
            <p className="shell-header__kyc" data-status={user.kyc_status}>
              <span className={`shell-header__status shell-header__status--${kycClass}`} aria-hidden="true" />
              {intl.formatMessage(userMessages.kyc, { status: String(user.kyc_status) })}
            </p>
          ) : null}
        </div>
      </div>
      {shown('user.vip') || shown('user.vipTrialBadge') ? (
        <p className="shell-header__vip">
          {shown('user.vip') ? (
            <ShellLink href={href(ROUTES.vip)} entry="header.user.vip" className="shell-header__vip-badge">
              {intl.formatMessage(userMessages.vip, { level: user.tier_level })}
            </ShellLink>
          ) : null}
          {shown('user.vipTrialBadge') ? <span className="shell-header__tag shell-header__tag--vip">{intl.formatMessage(userMessages.trial)}</span> : null}
        </p>
      ) : null}
      <div className="shell-header__progress" data-hover={hover ? '' : undefined}>
        {hover ? (
          // The keyboard's way to the hover: a named button the tooltip describes.
          <button type="button" className="shell-header__progress-label" aria-describedby={tooltipId}>
            {progressLabel}
          </button>
        ) : (
          <span className="shell-header__progress-label">{progressLabel}</span>
        )}
        <span className="shell-header__progress-track" role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={Number(percent)} aria-label={progressLabel}>
          <span className="shell-header__progress-bar" ref={progressWidth(`${Math.min(100, Number(percent))}%`)} />
        </span>
        {hover ? (
          // The hover lists the site's upgrade plans (spec §6: main 3, UK/US/AU plans 1 and 3, UAE plan 1).
          <div id={tooltipId} className="shell-header__progress-details" role="tooltip">
            <UpgradePlans inTooltip />
          </div>
        ) : null}
      </div>
      <dl className="shell-header__figures">
        <div>
          <dt>{intl.formatMessage(userMessages.volume)}</dt>
          <dd>{intl.formatMessage(userMessages.volumeValue, { amount: amount(volume.value), currency: volume.currency })}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage(userMessages.totalAssets)}</dt>
          <dd>{intl.formatMessage(userMessages.volumeValue, { amount: amount(total.value), currency: total.currency })}</dd>
        </div>
      </dl>
      {shown('user.safetyWarning') ? (
        <p className="shell-header__safety" role="note">
          <ShellLink href={href(ROUTES.securitySetting)} entry="header.user.safety">
            {intl.formatMessage(shellMessages.safetyTooWeak)}
          </ShellLink>
        </p>
      ) : null}
      {shown('user.switchAccount') || shown('user.subAccountManagement') ? (
        <p className="shell-header__card-links">
          {shown('user.switchAccount') ? (
            <ShellLink href={href(`${ROUTES.subAccountManage}?tab=switch`)} entry="header.user.switchAccount">
              {intl.formatMessage(userMessages.switchAccount)}
            </ShellLink>
          ) : null}
          {shown('user.subAccountManagement') ? (
            <ShellLink href={href(ROUTES.subAccountManage)} entry="header.user.subAccountManagement">
              {intl.formatMessage(userMessages.subAccountManagement)}
            </ShellLink>
          ) : null}
        </p>
      ) : null}
      <Toast message={copy.toastMessage} />
    </section>
  );
}
