import { templates, templateSlug } from '@/content/templates';
import { kitReleases } from '@/lib/mechanics/releases';
import { releasesFeedXml } from './releases-feed';

const atom = 'http://www.w3.org/2005/Atom';
const rfc3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

function parseFeed(text: string) {
  const document = new DOMParser().parseFromString(text, 'application/xml');
  expect(document.getElementsByTagName('parsererror')).toHaveLength(0);
  return document.documentElement;
}

/** The element's own children named `name` in the Atom namespace. */
const children = (parent: Element, name: string) => [...parent.children].filter((child) => child.namespaceURI === atom && child.localName === name);
const one = (parent: Element, name: string) => {
  const found = children(parent, name);
  expect(found).toHaveLength(1);
  return found[0]!;
};

describe('the releases feed', () => {
  it('is an Atom 1.0 feed with the elements RFC 4287 requires of a feed', () => {
    const feed = parseFeed(releasesFeedXml());
    expect(feed.namespaceURI).toBe(atom);
    expect(feed.localName).toBe('feed');
    expect(one(feed, 'id').textContent).toMatch(/^tag:[^:]+,\d{4}:/);
    expect(one(feed, 'title').textContent).toBeTruthy();
    expect(one(feed, 'updated').textContent).toMatch(rfc3339);
    expect(one(one(feed, 'author'), 'name').textContent).toBe('Microloop');
    const self = children(feed, 'link').filter((link) => link.getAttribute('rel') === 'self');
    expect(self).toHaveLength(1);
    expect(self[0]!.getAttribute('href')).toMatch(/^https?:\/\/[^/]+\/templates\/feed\.xml$/);
    expect(self[0]!.getAttribute('type')).toBe('application/atom+xml');
  });

  it('has one entry per template release, each with the elements RFC 4287 requires, newest first', () => {
    const feed = parseFeed(releasesFeedXml());
    const entries = children(feed, 'entry');
    expect(entries).toHaveLength(templates.length * kitReleases.length);
    const ids = entries.map((entry) => one(entry, 'id').textContent);
    expect(new Set(ids).size).toBe(entries.length);
    for (const entry of entries) {
      expect(one(entry, 'title').textContent).toMatch(/^\w+ \d+\.\d+\.\d+$/);
      expect(one(entry, 'updated').textContent).toMatch(rfc3339);
      const alternate = children(entry, 'link').find((link) => (link.getAttribute('rel') ?? 'alternate') === 'alternate');
      expect(alternate?.getAttribute('href')).toMatch(/^https?:\/\/[^/]+\/templates\/[a-z-]+\/#changelog$/);
      expect(one(entry, 'summary').textContent).toBeTruthy();
      const content = one(entry, 'content');
      expect(content.getAttribute('type')).toBe('html');
      // The changes, as HTML a reader shows: the engines as headings, each change a list item.
      const html = new DOMParser().parseFromString(content.textContent ?? '', 'text/html');
      expect(html.querySelectorAll('h2').length).toBeGreaterThan(0);
      expect(html.querySelectorAll('li').length).toBeGreaterThan(0);
      expect(children(entry, 'category').length).toBe(html.querySelectorAll('h2').length);
    }
    const dates = entries.map((entry) => one(entry, 'updated').textContent ?? '');
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(one(feed, 'updated').textContent).toBe(dates[0]);
    for (const template of templates) {
      const titles = entries.map((entry) => one(entry, 'title').textContent).filter((title) => title?.startsWith(`${template.name} `));
      expect(titles).toEqual(kitReleases.map((release) => `${template.name} ${release.version}`));
    }
  });

  it('keeps its ids and dates when built again, on another host', async () => {
    const first = releasesFeedXml();
    let other = '';
    const saved = process.env.SITE_URL;
    process.env.SITE_URL = 'https://elsewhere.example';
    await jest.isolateModulesAsync(async () => {
      other = (await import('./releases-feed')).releasesFeedXml();
    });
    process.env.SITE_URL = saved;
    const stable = (text: string) => [...text.matchAll(/<(id|updated|published)>([^<]*)</g)].map((match) => match[2]);
    expect(other).toContain('https://elsewhere.example/templates/feed.xml');
    expect(stable(other)).toEqual(stable(first));
    expect(releasesFeedXml()).toBe(first);
  });

  it('escapes what it quotes and marks inline code', () => {
    const feed = parseFeed(releasesFeedXml());
    const rhythm = children(feed, 'entry').find((entry) => one(entry, 'id').textContent?.includes(`/${templateSlug(templates[2]!)}/1.1.0`));
    expect(rhythm).toBeDefined();
    expect(one(rhythm!, 'content').textContent).toContain('<code>AudioListener</code>');
  });
});
