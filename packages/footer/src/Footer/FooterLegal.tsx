import type { ReactNode } from 'react';
import { useShellIntl, useShellPolicyContext, useShellSession } from '@shell/api-client';
import { ShellLink } from '@shell/ui';
import { copyrightYears, isShown, withLang } from '@shell/site-config';
import type { FooterLegal as FooterLegalContent } from '../content/types';
import { formatWithLink } from '../internal/richText';
import { footerMessages } from './messages';

/** The copyright message ends the sentence itself: "Gate US Inc." must not become "Inc..". */
function withoutFinalStop(entity: string): string {
  return entity.replace(/\.+$/, '');
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
          {intl.formatMessage(statement, { entity: legal.entity })}
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
        {intl.formatMessage(footerMessages.copyright, { from: String(from), to: String(to), entity: withoutFinalStop(legal.entity) })}
      </p>
    </section>
  );
}
