import type { NextConfig } from 'next';

const config: NextConfig = {
  // The e2e suite reads every console message: keep the dev overlay's indicator out of the page.
  devIndicators: false,
  poweredByHeader: false,
};

export default config;
