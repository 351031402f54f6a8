import { templateLicense } from './template-license';
import { termsOfService } from './terms';

describe('templateLicense', () => {
  const section = termsOfService.sections.find((candidate) => candidate.id === 'template-license')!;

  it('is the template license of the Terms word for word, naming its section', () => {
    expect(templateLicense.text).toMatch(/^Microloop Template License\n/);
    expect(templateLicense.text).toContain(`section 4 of the Microloop ${termsOfService.title}`);
    expect(templateLicense.text).toContain('/terms#template-license');
    for (const block of section.blocks) {
      const texts = typeof block === 'string' ? [block] : block.kind === 'list' ? block.items.map((item) => (typeof item === 'string' ? item : item.text)) : [];
      for (const text of texts) expect(templateLicense.text).toContain(text);
    }
  });

  it('names its document and leads with the bold terms of its bullets', () => {
    expect(templateLicense.documentTitle).toBe('Terms of Service');
    expect(templateLicense.leads).toEqual([
      'Non-exclusive.',
      'Non-transferable.',
      'Worldwide.',
      'Revocable.',
      'Unlimited personal and commercial projects.',
      'No resale or redistribution of the templates themselves.',
      'Attribution appreciated but not mandatory.',
    ]);
  });
});

describe('what a buyer may publish (JS review D8)', () => {
  const publishing = templateLicense.text;

  it('allows publishing a game as a web build, whose code a browser can read, not only as a compiled game', () => {
    // The kits' index.html, which every README says to upload to itch.io, inlines the game's readable source.
    expect(publishing).not.toMatch(/inside a compiled game is not redistribution/);
    expect(publishing).toMatch(/web build[^.]*index\.html[^.]*itch\.io/);
    expect(publishing).toMatch(/publish[^.]*games you make/i);
  });

  it('still forbids handing the template on for others to build with', () => {
    expect(publishing).toMatch(/may not resell or redistribute a template/);
    expect(publishing).toMatch(/starter kit/);
  });
});
