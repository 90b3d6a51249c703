import type { GatedItem } from '@shell/site-config';
import { columnMessages } from './messages';
import type { FooterColumn, FooterColumnId, FooterItem } from './types';

/** Column gates of the policy: the Learn and Partner columns have compliance keys of their own (spec §6). */
const COLUMN_GATES: Partial<Record<FooterColumnId, GatedItem>> = {
  learn: 'footer.learn',
  partner: 'footer.partner',
};

/** A column with its heading and policy gate. */
export function column(id: FooterColumnId, items: readonly FooterItem[]): FooterColumn {
  const gate = COLUMN_GATES[id];
  return Object.freeze({ id, title: columnMessages[id], items: Object.freeze([...items]), ...(gate ? { gate } : {}) });
}
