import type { NextConfig } from 'next';

const config: NextConfig = {
  // styled-components' SWC transform: class names that match between server and browser.
  compiler: { styledComponents: true },
};

export default config;
