import { screen } from '@testing-library/react';
import { renderHeader } from '../test/renderHeader.test-helper';

describe('the header logo', () => {
  it('is one home link named "Gate home", its mark and wordmark decorative drawings that need no font', async () => {
    await renderHeader({ lang: 'en' });
    const link = screen.getByRole('link', { name: 'Gate home' });
    expect(link).toHaveAttribute('href', '/');
    const drawings = Array.from(link.querySelectorAll('svg'));
    expect(drawings.map((svg) => svg.getAttribute('class'))).toEqual(['shell-header__logo-mark', 'shell-header__logo-word']);
    for (const svg of drawings) {
      expect(svg).toHaveAttribute('aria-hidden', 'true');
      expect(svg).toHaveAttribute('focusable', 'false');
      // Strokes on the SVG's own grid: nothing depends on a font being there.
      expect(svg.querySelector('text')).toBeNull();
      expect(svg.querySelectorAll('path').length).toBeGreaterThan(0);
    }
    // The mark's colours are the brand tokens, set by the stylesheet (no inline colour to override).
    expect(link.querySelector('.shell-header__logo-tile')?.getAttribute('fill')).toBeNull();
  });
});
