import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { ShellIconsProvider } from '@shell/ui/icons';
import { IconBell } from './icons';

describe('the reminder’s bell icon', () => {
  it('draws lucide’s bell as a decorative SVG', () => {
    const html = renderToString(<IconBell size={18} />);
    expect(html).toMatch(/^<svg [^>]*aria-hidden="true"/);
    expect(html).toContain('width="18"');
    expect(html).toMatch(/<path d="M10.268 21a2 2 0 0 0 3.464 0"/);
  });

  it('gives way to the host’s `bell`, with the class the bell is drawn with', () => {
    const { getByTestId } = render(
      <ShellIconsProvider icons={{ bell: ({ className }) => <svg data-testid="host-bell" className={className} aria-hidden="true" /> }}>
        <IconBell className="shell-reminder-bell__icon" />
      </ShellIconsProvider>,
    );
    expect(getByTestId('host-bell').getAttribute('class')).toBe('shell-reminder-bell__icon');
  });
});
