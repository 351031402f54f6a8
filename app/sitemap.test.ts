import sitemap from './sitemap';

it('lists the page of every template', () => {
  const urls = sitemap().map((entry) => entry.url);
  for (const slug of ['physics-dropper', 'double-tap-dash', 'rhythm-clacker', 'memory-tiles', 'bounce-chain', 'timing-wheel']) {
    expect(urls).toContainEqual(expect.stringMatching(new RegExp(`/templates/${slug}/$`)));
  }
  expect(new Set(urls).size).toBe(urls.length);
});
