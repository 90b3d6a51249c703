import { useId, useState } from 'react';
import type { MouseEvent } from 'react';
import { useShellIntl, useShellSession } from '@shell/api-client';
import type { ReminderMessage as ReminderMessageData } from '../schemas/records';
import { ShellLink, useSafeNavigate, useShellAnalytics, useShellHost } from '@shell/ui';
import { reminderMessages } from '../messages/messages';
import { resolveNotificationTarget } from '../routing/resolveNotificationTarget';
import { formatSendTime, sendTimeIso } from '../time/formatSendTime';
import { useHydrated } from '../internal/useHydrated';
import { useClampOverflow } from './useClampOverflow';
import { useMessageHeadingLevel } from '../internal/headingLevel';

export interface ReminderMessageProps {
  message: ReminderMessageData;
  /** Shown as unread (the list keeps messages that were unread when the tab opened marked). */
  unread: boolean;
  /** Called after a click navigated (the dropdown closes). */
  onNavigate?: () => void;
}

function noticeText(message: ReminderMessageData): string {
  if (message.content.trim() !== '') return message.content;
  const notice = message.extras.notice_content;
  return typeof notice === 'string' ? notice : '';
}

/**
 * One notification: title clamped to 1 line and text to 2, both expandable (to 3 and 7 lines) by
 * a button that appears only when something is cut off; unread marker; send time in the user's
 * local time zone (not the market reference-time setting). The title links to the resolved target (keyboard and middle-click); a
 * click anywhere else on the card navigates there too.
 */
export function ReminderMessage({ message, unread, onNavigate }: ReminderMessageProps) {
  const Title = useMessageHeadingLevel() === 2 ? 'h2' : 'h3';
  const intl = useShellIntl();
  const { lang } = useShellSession();
  const { externalHosts } = useShellHost();
  const navigate = useSafeNavigate();
  const report = useShellAnalytics();
  const hydrated = useHydrated();
  const [expanded, setExpanded] = useState(false);
  const { titleRef, contentRef, overflow } = useClampOverflow(expanded);
  const id = useId();
  const target = resolveNotificationTarget(message, null, { lang, externalHosts });
  const content = noticeText(message);
  // The user's local time, whatever the market reference-time setting (that one is for market
  // data). The viewer's clock is only known in the browser: the server and hydration leave it empty.
  const time = hydrated ? formatSendTime(intl, message.send_timest) : '';

  const onCardClick = (event: MouseEvent<HTMLElement>) => {
    if (!target || (event.target instanceof Element && event.target.closest('a, button'))) return;
    if (navigate(target.href, { source: 'reminder.item' })) {
      report('reminder.item', target.href);
      onNavigate?.();
    }
  };

  const className = ['shell-reminder-message', unread && 'shell-reminder-message--unread', expanded && 'shell-reminder-message--expanded', target && 'shell-reminder-message--link']
    .filter(Boolean)
    .join(' ');

  return (
    <article className={className} aria-labelledby={`${id}-title`} onClick={onCardClick}>
      {/* Title and content are the server's text in any script: each sits in a `bdi`, so an unclosed
          bidi control cannot reorder the "unread" prefix or the rest of the card. */}
      <Title className="shell-reminder-message__title" id={`${id}-title`} ref={titleRef}>
        {unread && <span className="shell-visually-hidden">{intl.formatMessage(reminderMessages.unread)}</span>}
        {unread && ' '}
        {target ? (
          <ShellLink className="shell-reminder-message__link" href={target.href} entry="reminder.item" source="reminder.item" onClick={onNavigate}>
            <bdi>{message.title}</bdi>
          </ShellLink>
        ) : (
          <bdi>{message.title}</bdi>
        )}
      </Title>
      {content !== '' && (
        <p className="shell-reminder-message__content" id={`${id}-content`} ref={contentRef}>
          <bdi>{content}</bdi>
        </p>
      )}
      <div className="shell-reminder-message__meta">
        <time className="shell-reminder-message__time" dateTime={sendTimeIso(message.send_timest)}>
          {time}
        </time>
        {(overflow || expanded) && (
          <button type="button" className="shell-reminder-message__toggle" aria-expanded={expanded} aria-controls={content === '' ? `${id}-title` : `${id}-title ${id}-content`} onClick={() => setExpanded(!expanded)}>
            {intl.formatMessage(expanded ? reminderMessages.showLess : reminderMessages.showMore)}
          </button>
        )}
      </div>
    </article>
  );
}
