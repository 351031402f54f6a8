// How a static host applies out/_headers, for tests only: the build never reads headers back.

export type HeaderRule = { pattern: string; headers: [string, string][] };

/** Reads an _headers file back into rules. */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: [] });
      continue;
    }
    const colon = line.indexOf(':');
    rules.at(-1)?.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  }
  return rules;
}

/**
 * The headers Cloudflare Pages attaches to a request path: every rule whose pattern matches the raw,
 * still percent-encoded path (so /docs%2F matches only `/*`), repeated names joined by ", ".
 */
export function headersForPath(rules: HeaderRule[], path: string): Record<string, string> {
  const result: Record<string, string> = {};
  for (const { pattern, headers } of rules) {
    const regex = new RegExp(`^${pattern.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('.*')}$`);
    if (!regex.test(path)) continue;
    for (const [name, value] of headers) {
      const key = name.toLowerCase();
      result[key] = key in result ? `${result[key]}, ${value}` : value;
    }
  }
  return result;
}
