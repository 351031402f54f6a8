import { chromiumPath } from './browser-path.mjs';

if (!chromiumPath()) {
  console.error(
    'No Chromium found: run `npx playwright install chromium` or, on Debian/Ubuntu, `sudo apt-get install -y chromium`.',
  );
  process.exit(1);
}
