import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { ShellIconsProvider } from '@shell/ui/icons';
import type { ShellIconProps } from '@shell/ui/icons';
import { SOCIAL_LINKS } from '../content/social';
import { IconChevronDown, IconGlobe, SOCIAL_ICONS } from './icons';

describe('the footer’s icons', () => {
  it('draws the globe and the chevron stroked, the brand marks filled in the text colour', () => {
    for (const Icon of [IconGlobe, IconChevronDown]) {
      const html = renderToString(<Icon />);
      expect(html).toMatch(/^<svg [^>]*aria-hidden="true"/);
      expect(html).toContain('stroke="currentColor"');
    }
    // A mark for every network the footer links to.
    for (const { network } of SOCIAL_LINKS) {
      const html = renderToString(<Mark network={network} />);
      expect(html, network).toContain('fill="currentColor"');
      expect(html, network).not.toContain('stroke=');
      expect(html, network).toMatch(/<path d="M/);
    }
  });

  it('gives way to the host’s replacement by name, brand marks included', () => {
    const host = (name: string) =>
      function HostIcon({ size }: ShellIconProps) {
        return <svg data-host-icon={name} width={size} aria-hidden="true" />;
      };
    const { container } = render(
      <ShellIconsProvider icons={{ globe: host('globe'), chevronDown: host('chevronDown'), telegram: host('telegram') }}>
        <IconGlobe />
        <IconChevronDown />
        <Mark network="telegram" />
        <Mark network="x" />
      </ShellIconsProvider>,
    );
    const drawn = Array.from(container.querySelectorAll('svg'), (svg) => svg.getAttribute('data-host-icon'));
    // X has no replacement: the footer's own mark.
    expect(drawn).toEqual(['globe', 'chevronDown', 'telegram', null]);
  });
});

function Mark({ network }: { network: keyof typeof SOCIAL_ICONS }) {
  const Icon = SOCIAL_ICONS[network];
  return <Icon />;
}
