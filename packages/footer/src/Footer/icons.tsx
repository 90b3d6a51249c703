import type { SocialNetwork } from '../content/social';

// Attributes written out on each icon rather than spread from a shared object: a spread followed
// by overriding props is the slow path of object creation, and the footer draws a dozen icons per
// server render.

/** Globe in front of the language chooser. */
export function GlobeIcon() {
  return (
    <svg width={20} height={20} viewBox="0 0 24 24" aria-hidden focusable={false} fill="none" stroke="currentColor" strokeWidth={1.6}>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z" />
    </svg>
  );
}

/** Chevron of the mobile accordion; points down, rotated by CSS when open. */
export function ChevronIcon({ className }: { className?: string }) {
  return (
    <svg width={16} height={16} viewBox="0 0 24 24" aria-hidden focusable={false} className={className} fill="none" stroke="currentColor" strokeWidth={2}>
      <path d="M6 9l6 6 6-6" />
    </svg>
  );
}

const SOCIAL_PATHS: Record<SocialNetwork, string> = {
  x: 'M4 3h4.6l4.1 5.8L17.6 3H20l-6.2 7.3L21 21h-4.6l-4.5-6.3L6.4 21H4l6.8-7.9z',
  telegram: 'M21.5 3.6 2.9 10.8c-1 .4-1 1.6 0 1.9l4.7 1.5 1.8 5.6c.3.8 1.3 1 1.9.4l2.6-2.5 4.8 3.5c.7.5 1.6.1 1.8-.7l3.1-15c.2-1.1-.9-2-2-1.5zM9.7 14.4l-.5 4-1.4-4.6 10.4-6.7z',
  youtube: 'M22 8.2c-.2-1.6-1-2.7-2.6-2.9C17 5 12 5 12 5s-5 0-7.4.3C3 5.5 2.2 6.6 2 8.2 1.8 9.5 1.8 12 1.8 12s0 2.5.2 3.8c.2 1.6 1 2.7 2.6 2.9C7 19 12 19 12 19s5 0 7.4-.3c1.6-.2 2.4-1.3 2.6-2.9.2-1.3.2-3.8.2-3.8s0-2.5-.2-3.8zM10 15V9l5.2 3z',
  linkedin: 'M4 3a2 2 0 1 1 0 4 2 2 0 0 1 0-4zM2.3 8.5h3.4V21H2.3zM8.5 8.5h3.3v1.7c.5-.9 1.7-2 3.6-2 3.7 0 4.4 2.4 4.4 5.6V21h-3.4v-6.4c0-1.5 0-3.5-2.1-3.5s-2.4 1.6-2.4 3.4V21H8.5z',
  facebook: 'M13.5 21v-7.5H16l.4-3h-2.9V8.6c0-.9.3-1.5 1.5-1.5h1.5V4.4c-.3 0-1.2-.1-2.2-.1-2.2 0-3.8 1.4-3.8 3.9v2.3H8v3h2.5V21z',
};

/** A social network's mark, drawn in the current text colour. */
export function SocialIcon({ network }: { network: SocialNetwork }) {
  return (
    <svg width={20} height={20} viewBox="0 0 24 24" aria-hidden focusable={false} fill="currentColor">
      <path d={SOCIAL_PATHS[network]} />
    </svg>
  );
}
