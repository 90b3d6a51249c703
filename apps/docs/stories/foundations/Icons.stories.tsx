import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { ShellIconProps } from '@shell/ui/icons';
import { GALLERY, IconGallery } from '../support/IconGallery';

const meta = {
  title: 'Foundations/Icons',
  component: IconGallery,
  parameters: {
    docs: {
      description: {
        component:
          "Every icon of the shell, one mechanism (`@shell/ui/icons`): lucide's artwork (ISC licence) generated into the package that draws it, so a page's bundle keeps only the icons it uses; the footer's social networks are their own marks. Icons are decorative (`aria-hidden`): the control around each one carries its accessible name. The chevrons that point along the line are mirrored right-to-left. A host replaces any icon by name with ShellRoot's `icons` prop (`ShellIconsProvider`).",
      },
    },
  },
} satisfies Meta<typeof IconGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The drawn SVG of a row at one size. */
function svgOf(canvasElement: HTMLElement, name: string, size = 20): SVGSVGElement | null {
  return canvasElement.querySelector(`tr[data-icon="${name}"] td[data-size="${size}"] svg`);
}

export const AllIcons: Story = {
  name: 'Every icon',
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: 'Icons of the shell' })).toBeVisible();

    await step('each icon draws real artwork at every size, hidden from assistive technology', async () => {
      for (const { name } of GALLERY) {
        for (const size of [16, 20, 24]) {
          const svg = svgOf(canvasElement, name, size);
          await expect(svg, `${name} at ${size} px`).not.toBeNull();
          await expect(svg).toHaveAttribute('aria-hidden', 'true');
          const box = svg!.getBoundingClientRect();
          await expect([Math.round(box.width), Math.round(box.height)]).toEqual([size, size]);
          // Something is drawn: a shape with a real extent, not an empty square or circle.
          const drawn = svg!.querySelector('path, circle, rect, line, polyline, polygon') as SVGGraphicsElement | null;
          await expect(drawn, name).not.toBeNull();
          const extent = drawn!.getBBox();
          await expect(extent.width + extent.height, name).toBeGreaterThan(4);
        }
      }
    });

    await step('no two icons share their artwork', async () => {
      const artwork = GALLERY.map(({ name }) => svgOf(canvasElement, name)!.innerHTML);
      await expect(new Set(artwork).size).toBe(GALLERY.length);
    });

    await step('icons take the text colour (a theme changes them with the text)', async () => {
      const svg = svgOf(canvasElement, 'search')!;
      await expect(getComputedStyle(svg).stroke).toBe(getComputedStyle(svg.closest('td')!).color);
      const brand = svgOf(canvasElement, 'telegram')!;
      await expect(getComputedStyle(brand).fill).toBe(getComputedStyle(brand.closest('td')!).color);
    });
  },
};

export const RightToLeft: Story = {
  name: 'Right-to-left',
  args: { dir: 'rtl' },
  play: async ({ canvasElement }) => {
    // The chevrons that point along the line turn round; the others (search, bell, brands) stay.
    for (const { name, mirrored } of GALLERY) {
      const transform = getComputedStyle(svgOf(canvasElement, name)!).transform;
      if (mirrored) await expect(transform, name).toMatch(/^matrix\(-1, 0, 0, 1/);
      else await expect(transform === 'none' || transform.startsWith('matrix(1, 0, 0, 1'), name).toBe(true);
    }
  },
};

/** A host's own magnifier and bell, as a host passes them to ShellRoot's `icons` prop. */
function HostSearch({ size = 20, className }: ShellIconProps) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" className={className} data-host-icon="search">
      <circle cx="10" cy="10" r="6" fill="none" stroke="currentColor" strokeWidth="3" />
      <path d="M15 15l6 6" stroke="currentColor" strokeWidth="3" />
    </svg>
  );
}
function HostBell({ size = 20, className }: ShellIconProps) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" className={className} data-host-icon="bell">
      <path d="M6 16V10a6 6 0 0 1 12 0v6l2 2H4z" fill="currentColor" />
    </svg>
  );
}

export const HostOverride: Story = {
  name: "A host's own icons",
  args: { overrides: { search: HostSearch, bell: HostBell } },
  play: async ({ canvasElement }) => {
    // The host's icons replace the shell's by name, whichever package draws them; the rest stay.
    for (const name of ['search', 'bell'] as const) {
      await expect(svgOf(canvasElement, name)).toHaveAttribute('data-host-icon', name);
      await expect(svgOf(canvasElement, name, 24)).toHaveAttribute('width', '24');
    }
    await expect(svgOf(canvasElement, 'globe')).not.toHaveAttribute('data-host-icon');
    await expect(svgOf(canvasElement, 'globe')).toHaveClass('shell-icon');
  },
};
