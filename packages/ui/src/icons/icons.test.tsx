import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import * as art from './artwork.generated';
import * as icons from './index';
import type { ComponentType } from 'react';
import type { ShellIconProps } from './index';

const components = Object.entries(icons).filter(([name]) => name.startsWith('Icon')) as [string, ComponentType<ShellIconProps>][];

describe('@shell/ui/icons', () => {
  it('draws every icon as a decorative SVG with real shapes, sized by `size`', () => {
    // One component per generated artwork: no drawing is shipped without its icon.
    expect(components).toHaveLength(Object.keys(art).length);
    for (const [name, Icon] of components) {
      const html = renderToString(<Icon size={16} />);
      expect(html, name).toMatch(/^<svg [^>]*aria-hidden="true"/);
      expect(html, name).toContain('width="16"');
      expect(html, name).toContain('focusable="false"');
      // An icon with no drawing inside would be the empty shape this set replaced.
      expect(html, name).toMatch(/<(path|circle|rect|line|polyline|ellipse) /);
    }
  });

  it('draws the social marks filled in the text colour', () => {
    const html = renderToString(<icons.SOCIAL_ICONS.telegram />);
    expect(html).toContain('fill="currentColor"');
    expect(html).not.toContain('stroke=');
  });

  it('lets a host replace an icon, nested providers combining per icon', () => {
    function Brand({ size, className }: ShellIconProps) {
      return <svg data-testid="host-search" width={size} className={className} aria-hidden="true" />;
    }
    function Bell() {
      return <svg data-testid="host-bell" aria-hidden="true" />;
    }
    const { container, getByTestId } = render(
      <icons.ShellIconsProvider icons={{ search: Brand }}>
        <icons.ShellIconsProvider icons={{ bell: Bell }}>
          <icons.IconSearch size={18} className="x" />
          <icons.IconBell />
          <icons.IconGlobe />
        </icons.ShellIconsProvider>
      </icons.ShellIconsProvider>,
    );
    expect(getByTestId('host-search').getAttribute('width')).toBe('18');
    expect(getByTestId('host-search').getAttribute('class')).toBe('x');
    expect(getByTestId('host-bell')).toBeTruthy();
    // Not replaced: the shell's own globe.
    expect(container.querySelectorAll('svg.shell-icon')).toHaveLength(1);
  });

  it('mirrors the direction-bound chevrons in right-to-left, and no other icon', () => {
    const { container } = render(
      <div dir="rtl">
        <icons.IconChevronStart className="x" />
        <icons.IconChevronEnd />
        <icons.IconChevronDown />
      </div>,
    );
    const [start, end, down] = Array.from(container.querySelectorAll('svg'));
    expect(start?.getAttribute('class')).toBe('shell-icon shell-flip-rtl x');
    expect(end?.getAttribute('class')).toBe('shell-icon shell-flip-rtl');
    expect(down?.getAttribute('class')).toBe('shell-icon');
    // jsdom applies no stylesheet: the class is mirrored by the theme's one rule.
    const theme = readFileSync(resolve('../site-config/src/theme/theme.css'), 'utf8');
    expect(theme).toMatch(/\[dir='rtl'\] \.shell-flip-rtl \{\s*transform: scaleX\(-1\);/);
  });

  it('hands a host replacement of a chevron the mirroring class', () => {
    function Arrow({ className }: ShellIconProps) {
      return <svg data-testid="host-arrow" className={className} aria-hidden="true" />;
    }
    const { getByTestId } = render(
      <icons.ShellIconsProvider icons={{ chevronEnd: Arrow }}>
        <icons.IconChevronEnd />
      </icons.ShellIconsProvider>,
    );
    expect(getByTestId('host-arrow').getAttribute('class')).toBe('shell-flip-rtl');
  });

  it('keeps the generated artwork in step with its lucide-react source', () => {
    // Vitest runs with the package as working directory.
    const script = resolve('scripts/generate-icons.mjs');
    // Exits 1 (and throws here) when someone edited the table or upgraded lucide without regenerating.
    expect(() => execFileSync(process.execPath, [script, '--check'], { stdio: 'pipe' })).not.toThrow();
  });
});
