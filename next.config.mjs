/** @type {import('next').NextConfig} */
const nextConfig = {
  output: 'export',
  // Directory-style URLs (/docs/ -> /docs/index.html) work on every static host.
  trailingSlash: true,
  images: { unoptimized: true },
  poweredByHeader: false,
  reactStrictMode: true,
  // `npm test` runs `tsc --noEmit` over this tsconfig before it builds and says so (scripts/gate.mjs): the
  // build does not check the same types a second time. A build on its own still does.
  typescript: { ignoreBuildErrors: process.env.MICROLOOP_TYPES_CHECKED === '1' },
};

export default nextConfig;
