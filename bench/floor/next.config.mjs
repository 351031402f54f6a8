// The framework floor: the smallest App Router page, exported like the site (see bench/README.md).
/** @type {import('next').NextConfig} */
const nextConfig = {
  output: 'export',
  trailingSlash: true,
  reactStrictMode: true,
  poweredByHeader: false,
  // Type checking two files changes no output byte; skipping it keeps the floor build short.
  typescript: { ignoreBuildErrors: true },
};

export default nextConfig;
