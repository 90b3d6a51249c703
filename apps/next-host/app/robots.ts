import type { MetadataRoute } from 'next';

// A real host answers /robots.txt (crawlers and Lighthouse's SEO audit ask for it); without this
// file Next.js answers with its HTML not-found page. The mock API is not for crawlers.
export default function robots(): MetadataRoute.Robots {
  return { rules: { userAgent: '*', allow: '/', disallow: '/mock-api/' } };
}
