import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { createShellIcon, ShellIconsProvider } from './index';
import type { IconArtwork, ShellIconProps } from './index';

// The packages own their icons (header, footer, reminder); these are drawn with artwork of the
// same shapes, through the one factory they all use.
const CIRCLE: IconArtwork = [['circle', { cx: '12', cy: '12', r: '10' }]];
const LINE: IconArtwork = [['path', { d: 'M4 12h16' }]];
const Search = createShellIcon('search', CIRCLE);
const Globe = createShellIcon('globe', CIRCLE);
const Bell = createShellIcon('bell', LINE);
const Mark = createShellIcon('telegram', LINE, { filled: true });
const ChevronEnd = createShellIcon('chevronEnd', LINE, { className: 'shell-flip-rtl' });
const ChevronStart = createShellIcon('chevronStart', LINE, { className: 'shell-flip-rtl' });
const ChevronDown = createShellIcon('chevronDown', LINE);

describe('@shell/ui/icons', () => {
  it('draws an icon as a decorative stroked SVG of its artwork, sized by `size`', () => {
    const html = renderToString(<Search size={16} />);
    expect(html).toMatch(/^<svg [^>]*aria-hidden="true"/);
    expect(html).toContain('width="16"');
    expect(html).toContain('height="16"');
    expect(html).toContain('focusable="false"');
    expect(html).toContain('stroke="currentColor"');
    expect(html).toContain('<circle cx="12" cy="12" r="10"');
    expect(renderToString(<Search />)).toContain('width="20"');
  });

  it('draws the filled marks in the text colour, without a stroke', () => {
    const html = renderToString(<Mark />);
    expect(html).toContain('fill="currentColor"');
    expect(html).not.toContain('stroke=');
  });

  it('lets a host replace an icon by name, nested providers combining per icon', () => {
    function Brand({ size, className }: ShellIconProps) {
      return <svg data-testid="host-search" width={size} className={className} aria-hidden="true" />;
    }
    function HostBell() {
      return <svg data-testid="host-bell" aria-hidden="true" />;
    }
    const { container, getByTestId } = render(
      <ShellIconsProvider icons={{ search: Brand }}>
        <ShellIconsProvider icons={{ bell: HostBell }}>
          <Search size={18} className="x" />
          <Bell />
          <Globe />
        </ShellIconsProvider>
      </ShellIconsProvider>,
    );
    expect(getByTestId('host-search').getAttribute('width')).toBe('18');
    expect(getByTestId('host-search').getAttribute('class')).toBe('x');
    expect(getByTestId('host-bell')).toBeTruthy();
    // Not replaced: the shell's own globe.
    expect(container.querySelectorAll('svg.shell-icon')).toHaveLength(1);
  });

  it('replaces every icon of one name, whoever created it', () => {
    // The header and the footer each create a `globe`: one override reaches both.
    const FooterGlobe = createShellIcon('globe', LINE);
    function HostGlobe() {
      return <svg data-testid="host-globe" aria-hidden="true" />;
    }
    const { getAllByTestId } = render(
      <ShellIconsProvider icons={{ globe: HostGlobe }}>
        <Globe />
        <FooterGlobe />
      </ShellIconsProvider>,
    );
    expect(getAllByTestId('host-globe')).toHaveLength(2);
  });

  it('gives an icon its own class before the caller’s; the theme mirrors `shell-flip-rtl` in right-to-left', () => {
    const { container } = render(
      <div dir="rtl">
        <ChevronStart className="x" />
        <ChevronEnd />
        <ChevronDown />
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

  it('hands a host replacement the icon’s own class', () => {
    function Arrow({ className }: ShellIconProps) {
      return <svg data-testid="host-arrow" className={className} aria-hidden="true" />;
    }
    const { getByTestId } = render(
      <ShellIconsProvider icons={{ chevronEnd: Arrow }}>
        <ChevronEnd />
      </ShellIconsProvider>,
    );
    expect(getByTestId('host-arrow').getAttribute('class')).toBe('shell-flip-rtl');
  });

  it('keeps every package’s generated artwork, and the names hosts override by, in step with lucide-react', () => {
    // Vitest runs with the package as working directory.
    const script = resolve('scripts/generate-icons.mjs');
    // Exits 1 (and throws here) when someone edited the table or upgraded lucide without regenerating.
    expect(() => execFileSync(process.execPath, [script, '--check'], { stdio: 'pipe' })).not.toThrow();
  });
});
