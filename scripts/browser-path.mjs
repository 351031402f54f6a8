import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

/** Playwright's own Chromium when it is installed, else Debian's; null when neither exists. */
export function chromiumPath() {
  try {
    const bundled = chromium.executablePath();
    if (bundled && existsSync(bundled)) return bundled;
  } catch {
    // Playwright throws when its browser was never downloaded.
  }
  return existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : null;
}

// Flags for a closed network: no background calls home, no sandbox when running as root.
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
