import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import * as icons from './index';
import type { ComponentType } from 'react';
import type { ShellIconProps } from './index';

const components = Object.entries(icons).filter(([name]) => name.startsWith('Icon')) as [string, ComponentType<ShellIconProps>][];

describe('@shell/ui/icons', () => {
  it('draws every icon as a decorative SVG with real shapes, sized by `size`', () => {
    expect(components.length).toBeGreaterThanOrEqual(20);
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

  it('keeps the generated artwork in step with its lucide-react source', () => {
    // Vitest runs with the package as working directory.
    const script = resolve('scripts/generate-icons.mjs');
    // Exits 1 (and throws here) when someone edited the table or upgraded lucide without regenerating.
    expect(() => execFileSync(process.execPath, [script, '--check'], { stdio: 'pipe' })).not.toThrow();
  });
});
