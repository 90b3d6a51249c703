import { isShown, withLang } from '@shell/site-config';
import type { LangCode, MessageDescriptor, PolicyContext } from '@shell/site-config';
import type { FooterColumn, FooterColumnId, FooterItem } from './types';

/** A footer link ready to draw: visible, with its language-prefixed href and analytics entry. */
export interface ResolvedFooterItem {
  readonly id: string;
  readonly text: MessageDescriptor;
  /** Language-prefixed href; `null` for a group heading. */
  readonly href: string | null;
  readonly newTab: boolean;
  readonly entry: string;
  readonly children: readonly ResolvedFooterItem[];
}

export interface ResolvedFooterColumn {
  readonly id: FooterColumnId;
  readonly title: MessageDescriptor;
  readonly items: readonly ResolvedFooterItem[];
}

function resolveItem(item: FooterItem, columnId: FooterColumnId, ctx: PolicyContext, lang: LangCode): ResolvedFooterItem | null {
  if (item.hidden === true) return null;
  if (item.gate !== undefined && !isShown(item.gate, ctx)) return null;
  const children = resolveItems(item.children ?? [], columnId, ctx, lang);
  const link = item.langLinks?.[lang] ?? item.link;
  // A group heading without a link of its own is only worth showing with a visible child.
  if (link === undefined && children.length === 0) return null;
  return {
    id: item.id,
    text: item.text,
    href: link === undefined ? null : withLang(link, lang),
    newTab: item.target === '_blank',
    entry: item.collect?.entry ?? `footer.${columnId}.${item.id}`,
    children,
  };
}

function resolveItems(items: readonly FooterItem[], columnId: FooterColumnId, ctx: PolicyContext, lang: LangCode): ResolvedFooterItem[] {
  return items.flatMap((item) => resolveItem(item, columnId, ctx, lang) ?? []);
}

/**
 * The columns a visitor sees: the Italy limit hides them all (`footer.columns`); a column's own
 * gate (Learn, Partner) and every item's gate go through the one policy function; hidden items,
 * empty groups and empty columns are dropped. Pure, so the site × compliance × limits table is
 * tested without rendering.
 */
export function resolveFooterColumns(columns: readonly FooterColumn[], ctx: PolicyContext, lang: LangCode): ResolvedFooterColumn[] {
  if (!isShown('footer.columns', ctx)) return [];
  return columns.flatMap((column) => {
    if (column.gate !== undefined && !isShown(column.gate, ctx)) return [];
    const items = resolveItems(column.items, column.id, ctx, lang);
    return items.length === 0 ? [] : [{ id: column.id, title: column.title, items }];
  });
}
