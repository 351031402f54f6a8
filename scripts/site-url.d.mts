export type SiteUrlVerdict = { level: 'ok' | 'warning' | 'error'; message: string };
type Env = Record<string, string | undefined>;

export const LOCAL_SITE_URL: string;
export const HOST_VARIABLES: [variable: string, host: string][];
export function detectHost(env: Env): string | null;
export function checkSiteUrl(env: Env): SiteUrlVerdict;
export function siteUrlOf(env: Env): string;
export function absoluteSiteUrls(text: string): string[];
export function foreignSiteUrls(files: { file: string; text: string }[], siteUrl: string): string[];
