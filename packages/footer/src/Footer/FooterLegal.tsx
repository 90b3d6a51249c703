import { isValidElement } from 'react';
import type { ReactNode } from 'react';
import type { MessageDescriptor } from '@shell/site-config';
import { useShellIntl, useShellPolicyContext, useShellSession } from '@shell/api-client';
import { ShellLink } from '@shell/ui';
import { isShown, withLang } from '@shell/site-config';
import { copyrightYears } from '../internal/spec';
import type { FooterLegal as FooterLegalContent } from '../content/types';
import { formatWithLink } from '../internal/richText';
import { footerMessages } from './messages';

/** formatMessage with elements as values (its typings only allow them through a cast). */
type FormatParts = (descriptor: MessageDescriptor, values: Record<string, ReactNode>) => ReactNode;

const ENTITY = <bdi key="entity" />;
const FROM = <bdi key="from" />;
const TO = <bdi key="to" />;

/** The placeholder a formatted part stands for (`entity`, `from`, `to`), by its key. */
function slot(part: ReactNode): string | null {
  return isValidElement(part) ? part.key : null;
}

/**
 * A legal message with the entity's name (and the copyright's years) isolated with `<bdi>`, so a
 * Latin name in Arabic text keeps its full stop at its end and "2013–2026" does not read
 * "2026–2013"; a message that closes its sentence right after a name ending in a full stop
 * ("operated by Gate Global Ltd.") drops its own, in every language ("Ltd.." was the bug).
 */
export function legalText(parts: ReactNode, entity: string, years?: { from: string; to: string }): ReactNode[] {
  const list: ReactNode[] = Array.isArray(parts) ? [...(parts as ReactNode[])] : [parts];
  const out: ReactNode[] = [];
  for (let i = 0; i < list.length; i += 1) {
    const part = list[i];
    const name = slot(part);
    if (name === 'entity') {
      out.push(<bdi key={`entity-${i}`}>{entity}</bdi>);
      const next = list[i + 1];
      if (entity.endsWith('.') && typeof next === 'string' && next.startsWith('.')) list[i + 1] = next.slice(1);
    } else if (years && name === 'from') {
      // The range as one left-to-right run: the dash between the years stays between them.
      const toAt = list.findIndex((other, at) => at > i && slot(other) === 'to');
      const between = toAt > i ? list.slice(i + 1, toAt).join('') : '';
      out.push(
        <bdi key={`years-${i}`} dir="ltr">
          {toAt > i ? `${years.from}${between}${years.to}` : years.from}
        </bdi>,
      );
      if (toAt > i) i = toAt;
    } else if (years && name === 'to') {
      out.push(<bdi key={`to-${i}`}>{years.to}</bdi>);
    } else if (part !== '') {
      out.push(part);
    }
  }
  return out;
}

/**
 * The legal block: regulatory statements, risk disclaimers, the US "not investment advice"
 * disclaimer (behind `footer.usDisclaimer`) and the copyright line with the site's years (UTC year, so
 * server and browser agree).
 */
export function FooterLegal({ legal }: { legal: FooterLegalContent }) {
  const intl = useShellIntl();
  const { site, lang } = useShellSession();
  const ctx = useShellPolicyContext();
  const { from, to } = copyrightYears(site, new Date());
  const link = (href: string | undefined, entry: string) => (chunks: ReactNode[]) =>
    href === undefined ? chunks : (
      <ShellLink className="shell-footer-legal__link" href={withLang(href, lang)} entry={entry}>
        {chunks}
      </ShellLink>
    );
  const disclaimer = legal.disclaimer !== undefined && isShown(legal.disclaimer.gate, ctx) ? legal.disclaimer : null;

  return (
    <section className="shell-footer-legal" aria-label={intl.formatMessage(footerMessages.legal)}>
      {legal.statements.map((statement) => (
        <p key={statement.id} className="shell-footer-legal__statement" data-legal="statement">
          {legalText((intl.formatMessage as unknown as FormatParts)(statement, { entity: ENTITY }), legal.entity)}
        </p>
      ))}
      {legal.risks.map((risk) => (
        <p key={risk.id} className="shell-footer-legal__risk" data-legal="risk">
          {formatWithLink(intl, risk, link(legal.riskLink, 'footer.legal.risk'))}
        </p>
      ))}
      {disclaimer && (
        <p className="shell-footer-legal__disclaimer" data-legal="disclaimer">
          {formatWithLink(intl, disclaimer.text, link(disclaimer.link, 'footer.legal.disclosures'))}
        </p>
      )}
      <p className="shell-footer-legal__copyright" data-legal="copyright">
        {legalText((intl.formatMessage as unknown as FormatParts)(footerMessages.copyright, { from: FROM, to: TO, entity: ENTITY }), legal.entity, { from: String(from), to: String(to) })}
      </p>
    </section>
  );
}
