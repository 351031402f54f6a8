import { camelName, snakeName } from '@/lib/mechanics/core/params';
import { physicsDropperParams } from '@/lib/mechanics/physics-dropper/params';
import { communitySupport, docTopics, docsPage, featuredTutorial, gettingStartedSteps, quickLinks } from './docs';
import { tutorials } from './tutorials';

describe('docs content', () => {
  it('uses the headings of the spec verbatim', () => {
    expect(docsPage.hero.title).toBe('Documentation & Tutorials');
    const { gettingStarted, tutorials, snippets } = docsPage.sections;
    expect([gettingStarted.title, tutorials.title, snippets.title]).toEqual(['Getting Started Fast', 'Tutorials & Guides', 'Code Examples & Snippets']);
    expect([quickLinks.title, featuredTutorial.title, communitySupport.title]).toEqual(['Quick Links', 'Featured Tutorial', 'Community Support']);
  });

  it('has the three getting-started steps of the spec, in order', () => {
    expect(gettingStartedSteps.map((s) => s.title)).toEqual(['Download & Install', 'Configure & Customize', 'Test & Deploy']);
  });

  it('has the five doc topics of the spec and a quick start per engine, each with content', () => {
    expect(docTopics.map((t) => [t.title, t.id])).toEqual([
      ['API Reference', 'api-reference'],
      ['Unity Quick Start', 'unity-quick-start'],
      ['Godot Quick Start', 'godot-quick-start'],
      ['JavaScript Quick Start', 'javascript-quick-start'],
      ['Godot Best Practices', 'godot-best-practices'],
      ['JS Examples', 'js-examples'],
      ['Troubleshooting FAQ', 'troubleshooting-faq'],
    ]);
    for (const topic of docTopics) expect(topic.blocks.length).toBeGreaterThan(0);
  });

  it('shows PhysicsDropper’s own settings in the API reference table', () => {
    const apiReference = docTopics.find((t) => t.id === 'api-reference');
    expect(apiReference?.blocks).toContainEqual({ kind: 'config', params: physicsDropperParams });
  });

  it('quotes settings by the names the exports use', () => {
    const text = JSON.stringify(docTopics, (key, value: unknown) => (key === 'params' ? undefined : value));
    const exportNames = new Set(physicsDropperParams.map(camelName));
    const quoted = [...text.matchAll(/\b([a-z][A-Za-z]*): \d/g)].map(([, name]) => name);
    expect(quoted.length).toBeGreaterThanOrEqual(3);
    for (const name of quoted) expect(exportNames).toContain(name);
    const [, , speed] = physicsDropperParams;
    expect(text).toContain(`\`${camelName(speed)}\` becomes \`${snakeName(speed)}\``);
  });

  it('points every quick link at a section the page renders, with names unlike the topic links', () => {
    const anchors = new Set<string>([...Object.values(docsPage.sections).map((s) => s.id), ...docTopics.map((t) => t.id)]);
    const topicNames = docTopics.map((t) => t.title.toLowerCase());
    for (const link of quickLinks.links) {
      expect(anchors.has(link.href.slice(1))).toBe(true);
      for (const name of topicNames) expect(link.label.toLowerCase()).not.toContain(name);
    }
  });

  it('features a video tutorial behind the Watch Video Guide button', () => {
    const featured = tutorials.find((t) => t.id === featuredTutorial.tutorialId);
    expect(featured?.type).toBe('video');
    expect(featuredTutorial.action.label).toBe('Watch Video Guide');
    expect(communitySupport.actions.map((a) => a.label)).toEqual(['Join Discord', 'Ask on Forum']);
  });
});
