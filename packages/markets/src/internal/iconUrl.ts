import { IMAGE_QUALITY } from './spec';

/** `20250923`: the UTC day, the icon cache-buster (icons change at most daily). */
export function iconCacheDay(now: Date): string {
  return now.toISOString().slice(0, 10).replace(/-/g, '');
}

/**
 * A market icon URL with the daily cache-buster and the image quality the CDN should serve
 * (`?v=20250923&q=75`). Icons come from data: `imageSrc` is the host's image check
 * (`useImageSrc()` of @shell/ui: only `https:` URLs on the host's image hosts pass, a rejection is
 * logged once as `ui.unsafe-image`); a relative path (`/logout`), `//host`, `data:` or `blob:`
 * gives '' (the placeholder, no request).
 */
export function marketIconUrl(src: string, now: Date, imageSrc: (raw: string) => string | null): string {
  const href = imageSrc(src);
  if (href === null || href === '') return '';
  const hashAt = href.indexOf('#');
  const base = hashAt < 0 ? href : href.slice(0, hashAt);
  const separator = base.includes('?') ? '&' : '?';
  return `${base}${separator}v=${iconCacheDay(now)}&q=${IMAGE_QUALITY}`;
}
