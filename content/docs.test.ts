import { mechanics } from '@/lib/mechanics';
import { apiReferencePath, communitySupport, docTopics, docsPage, featuredTutorial, gettingStartedSteps, quickLinks, type DocBlock } from './docs';
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

  it('leads from the API reference to the API page of every template', () => {
    const blocks: readonly DocBlock[] = docTopics.find((t) => t.id === 'api-reference')?.blocks ?? [];
    const hrefs = blocks.flatMap((block) => (block.kind === 'links' ? block.items.map((item) => item.href) : []));
    expect(hrefs).toEqual(mechanics.map((mechanic) => apiReferencePath(mechanic.slug)));
  });

  it('says how each engine installs a kit, the Unity Package Manager among them', () => {
    const [install] = gettingStartedSteps;
    expect(install.description).not.toMatch(/no package manager/i);
    expect(install.description).toMatch(/Package Manager/);
    expect(install.description).toMatch(/Godot/);
    expect(install.description).toMatch(/index\.html/);
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

describe('the beat-synced tutorial’s JavaScript sample', () => {
  // Review 63 (js-a): the page's Calibrate button kept the keyboard focus, so Space along with the clicks pressed the
  // button again and no tap reached the round.
  it('gives the keys back to the game once its Calibrate button starts a round', () => {
    const tutorial = tutorials.find((each) => each.id === 'beat-synced-input-windows');
    const sample = tutorial?.body.find((block) => block.kind === 'code' && 'label' in block && block.label === 'judgements.js');
    const code = sample && 'code' in sample ? sample.code : '';
    const handler = code.slice(code.indexOf("querySelector('#calibrate')"));
    expect(handler.indexOf('game.calibrate()')).toBeGreaterThan(0);
    expect(handler.indexOf('game.focus()')).toBeGreaterThan(handler.indexOf('game.calibrate()'));
    expect(handler.indexOf('game.focus()')).toBeLessThan(handler.indexOf('await'));
  });
});
