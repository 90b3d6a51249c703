import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { ShellIconsProvider } from '@shell/ui/icons';
import type { ShellIconName, ShellIconProps, ShellIcons } from '@shell/ui/icons';
import type { ComponentType } from 'react';
import * as art from './artwork.generated';
import * as icons from './icons';

const components = Object.entries(icons) as [string, ComponentType<ShellIconProps>][];
/** `IconChevronEnd` → `chevronEnd`, the name a host overrides it by. */
const nameOf = (exported: string) => (exported.charAt(4).toLowerCase() + exported.slice(5)) as ShellIconName;

describe('the header’s icons', () => {
  it('draws each as a decorative SVG with real shapes, one icon per generated drawing', () => {
    expect(components.map(([exported]) => nameOf(exported)).sort()).toEqual(Object.keys(art).sort());
    for (const [exported, Icon] of components) {
      const html = renderToString(<Icon size={16} />);
      expect(html, exported).toMatch(/^<svg [^>]*aria-hidden="true"/);
      expect(html, exported).toContain('width="16"');
      expect(html, exported).toMatch(/<(path|circle|rect|line|polyline|ellipse) /);
    }
  });

  it('gives way, each one, to the host’s replacement of its name', () => {
    const hostIcons: ShellIcons = Object.fromEntries(
      Object.keys(art).map((name) => [name, ({ size }: ShellIconProps) => <svg data-host-icon={name} width={size} aria-hidden="true" />]),
    );
    for (const [exported, Icon] of components) {
      const { container, unmount } = render(
        <ShellIconsProvider icons={hostIcons}>
          <Icon size={14} />
        </ShellIconsProvider>,
      );
      const svg = container.querySelector('svg');
      expect(svg?.getAttribute('data-host-icon'), exported).toBe(nameOf(exported));
      expect(svg?.getAttribute('width'), exported).toBe('14');
      unmount();
    }
  });

  it('mirrors only the direction-bound chevrons', () => {
    expect(renderToString(<icons.IconChevronEnd />)).toContain('class="shell-icon shell-flip-rtl"');
    expect(renderToString(<icons.IconChevronStart />)).toContain('class="shell-icon shell-flip-rtl"');
    expect(renderToString(<icons.IconChevronDown />)).toContain('class="shell-icon"');
  });
});
