/**
 * The tag of a test or group whose check does not depend on the viewport (a download, a header, a
 * loaded library, what a seed replays): the phone project leaves it out (playwright.config.ts), so the
 * gate runs it once, at desktop size, and spends no browser context on it at 375 px. Apart from
 * fixtures.ts so the config can read it without loading the fixtures.
 */
export const ONE_WIDTH_TAG = '@one-width';

/**
 * The tag of a test that reads the wall clock in real time (frame costs, audio heard at the destination): the
 * `alone` project (playwright.config.ts) runs those after every other test, one at a time, so no second
 * browser shares the two cores; desktop and mobile leave them out.
 */
export const ALONE_TAG = '@alone';

/**
 * The tag of a test or group that only a phone has (the menu toggle, the phone's scroll, the shell a phone
 * browses): the desktop project leaves it out, where a skip decided in the test still cost a browser
 * context and a page (0.4–0.9 s each, 17 of them a run).
 */
export const PHONE_ONLY_TAG = '@phone-only';
