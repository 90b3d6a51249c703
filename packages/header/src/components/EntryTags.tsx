import { useShellIntl, useShellSelector } from '@shell/api-client';
import type { MenuTag } from '../data/menuTag';
import { useImageSrc } from '@shell/ui';
import { TAG_KIND } from '../internal/spec';
import type { BADGE_LABELS } from '../internal/spec';
import type { MessageDescriptor } from '@shell/site-config';
import { headerMessages } from '../messages/header';

const BADGE_MESSAGES: Readonly<Record<(typeof BADGE_LABELS)[number], MessageDescriptor>> = {
  New: headerMessages.badgeNew,
  HOT: headerMessages.badgeHot,
  '0 Fees': headerMessages.badgeZeroFees,
  'Gate Fun': headerMessages.badgeGateFun,
};

const KIND_CLASS: Readonly<Record<MenuTag['type'], string>> = {
  [TAG_KIND.customImage]: 'image',
  [TAG_KIND.greenBackground]: 'green',
  [TAG_KIND.fire]: 'fire',
  [TAG_KIND.liveImage]: 'live',
  [TAG_KIND.vip]: 'vip',
};

/** A known badge word (spec §9: New, HOT, 0 Fees, Gate Fun) in the reader's language; other words as sent. */
function useBadgeWord(): (word: string) => string {
  const intl = useShellIntl();
  return (word) => {
    const message = (BADGE_MESSAGES as Record<string, MessageDescriptor | undefined>)[word];
    return message ? intl.formatMessage(message) : word;
  };
}

/**
 * The tags of a menu entry (spec §4 tag kinds: 1 custom image, 2 green background, 3 fire,
 * 4 live image, 5 VIP). Icons follow the theme and pass the same URL check as links; the word
 * is plain text.
 */
export function EntryTags({ tags }: { tags: readonly MenuTag[] }) {
  // Most entries have no tags: they render nothing and read nothing from the store.
  return tags.length === 0 ? null : <TagList tags={tags} />;
}

function TagList({ tags }: { tags: readonly MenuTag[] }) {
  const theme = useShellSelector((state) => state.shellSession.theme);
  const imageSrc = useImageSrc();
  const word = useBadgeWord();
  return (
    <>
      {tags.map((tag, index) => {
        const icon = imageSrc(theme === 'dark' ? tag.dark_icon || tag.light_icon : tag.light_icon || tag.dark_icon, 'header.tag-icon');
        const text = tag.word ? word(tag.word) : '';
        return (
          <span key={`${tag.code}-${index}`} className={`shell-header__tag shell-header__tag--${KIND_CLASS[tag.type]}`} data-tag-kind={tag.type}>
            {icon ? <img src={icon} alt="" width={14} height={14} className="shell-header__tag-icon" /> : null}
            {/* A word from data: isolated (`bdi`), so its bidi controls stay inside the tag. */}
            {text ? <bdi className="shell-header__tag-word">{text}</bdi> : null}
          </span>
        );
      })}
    </>
  );
}

/** The referral badge: "20 USDT" (spec §9). */
export function ReferralBadge({ amount }: { amount: number }) {
  const intl = useShellIntl();
  return <span className="shell-header__tag shell-header__tag--green">{intl.formatMessage(headerMessages.badgeReferral, { amount })}</span>;
}
