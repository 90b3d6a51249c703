import type { ComponentType } from 'react';
import { ShellIconsProvider } from '@shell/ui/icons';
import type { ShellIconName, ShellIconProps, ShellIcons } from '@shell/ui/icons';
// Each package owns the icons it draws (a bundler keeps only those a page imports); the gallery
// shows them all, from their owners' sources, as a host meets them.
import * as header from '../../../../packages/header/src/icons/icons';
import * as reminder from '../../../../packages/reminder/src/icons/icons';
import { SOCIAL_ICONS } from '../../../../packages/footer/src/icons/icons';

export interface GalleryIcon {
  name: ShellIconName;
  /** The package that draws it (its owner). */
  owner: string;
  Icon: ComponentType<ShellIconProps>;
  /** Mirrored under `dir="rtl"` (`shell-flip-rtl`). */
  mirrored?: true;
  /** Filled in the text colour: a brand mark. */
  brand?: true;
}

/** Every icon of the shell: lucide's artwork (ISC) for the controls, the networks' own marks for the footer. */
export const GALLERY: readonly GalleryIcon[] = [
  { name: 'search', owner: '@shell/header', Icon: header.IconSearch },
  { name: 'globe', owner: '@shell/header, @shell/footer', Icon: header.IconGlobe },
  { name: 'settings', owner: '@shell/header', Icon: header.IconSettings },
  { name: 'download', owner: '@shell/header', Icon: header.IconDownload },
  { name: 'menu', owner: '@shell/header', Icon: header.IconMenu },
  { name: 'user', owner: '@shell/header', Icon: header.IconUser },
  { name: 'chevronDown', owner: '@shell/header, @shell/footer', Icon: header.IconChevronDown },
  { name: 'chevronEnd', owner: '@shell/header', Icon: header.IconChevronEnd, mirrored: true },
  { name: 'chevronStart', owner: '@shell/header', Icon: header.IconChevronStart, mirrored: true },
  { name: 'sun', owner: '@shell/header', Icon: header.IconSun },
  { name: 'moon', owner: '@shell/header', Icon: header.IconMoon },
  { name: 'close', owner: '@shell/header', Icon: header.IconClose },
  { name: 'copy', owner: '@shell/header', Icon: header.IconCopy },
  { name: 'check', owner: '@shell/header', Icon: header.IconCheck },
  { name: 'info', owner: '@shell/header', Icon: header.IconInfo },
  { name: 'bell', owner: '@shell/reminder', Icon: reminder.IconBell },
  ...(Object.entries(SOCIAL_ICONS) as [ShellIconName, ComponentType<ShellIconProps>][]).map(([name, Icon]) => ({ name, owner: '@shell/footer', Icon, brand: true as const })),
];

const SIZES = [16, 20, 24] as const;

/** One row per icon: its name, its owner, and the icon at the sizes the shell uses. */
export function IconGallery({ overrides, dir }: { overrides?: ShellIcons; dir?: 'ltr' | 'rtl' }) {
  return (
    <ShellIconsProvider icons={overrides}>
      <div className="docs-stack" dir={dir}>
        <table className="docs-table" aria-label="Icons of the shell">
          <thead>
            <tr>
              <th scope="col">Name (key of ShellRoot&apos;s icons prop)</th>
              <th scope="col">Drawn by</th>
              {SIZES.map((size) => (
                <th scope="col" key={size}>
                  <bdi>{size} px</bdi>
                </th>
              ))}
              <th scope="col">Notes</th>
            </tr>
          </thead>
          <tbody>
            {GALLERY.map(({ name, owner, Icon, mirrored, brand }) => (
              <tr key={name} data-icon={name}>
                <th scope="row">
                  <code>{name}</code>
                </th>
                <td>
                  {/* Package names read left to right on a right-to-left page too. */}
                  {owner.split(', ').map((name, index) => (
                    <span key={name}>
                      {index > 0 ? ', ' : ''}
                      <bdi>{name}</bdi>
                    </span>
                  ))}
                </td>
                {SIZES.map((size) => (
                  <td key={size} data-size={size}>
                    <Icon size={size} />
                  </td>
                ))}
                <td>{[mirrored ? 'mirrored right-to-left' : '', brand ? 'brand mark, filled' : '', overrides?.[name] ? "the host's icon" : ''].filter(Boolean).join('; ')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </ShellIconsProvider>
  );
}
