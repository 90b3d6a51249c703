import { IMAGE_QUALITY, safeHref } from '@shell/site-config';

/** `20250923`: the UTC day, the icon cache-buster (icons change at most daily). */
export function iconCacheDay(now: Date): string {
  return now.toISOString().slice(0, 10).replace(/-/g, '');
}

/**
 * A market icon URL with the daily cache-buster and the image quality the CDN should serve
 * (`?v=20250923&q=75`). Icons come from data, so the URL is checked like any link: relative paths
 * and http(s) URLs on the allowed hosts pass; anything else gives '' (no image, no request).
 */
export function marketIconUrl(src: string, now: Date, allowedHosts: readonly string[]): string {
  const href = safeHref(src, { allowExternal: true, allowedHosts });
  if (href === null || href === '') return '';
  const hashAt = href.indexOf('#');
  const base = hashAt < 0 ? href : href.slice(0, hashAt);
  const separator = base.includes('?') ? '&' : '?';
  return `${base}${separator}v=${iconCacheDay(now)}&q=${IMAGE_QUALITY}`;
}
