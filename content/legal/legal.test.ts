import { privacyPolicy } from './privacy';
import { termsOfService } from './terms';
import type { LegalDocument } from './types';

/** Every word a reader sees in a document, as one string. */
function fullText(doc: LegalDocument) {
  const blocks = doc.sections.flatMap((section) => [section.heading, ...section.blocks]);
  return [doc.title, doc.intro, ...blocks]
    .flatMap((block) => {
      if (typeof block === 'string') return [block];
      if (block.kind === 'list') return block.items.map((item) => (typeof item === 'string' ? item : `${item.lead} ${item.text}`));
      return [...block.lines, block.email];
    })
    .join('\n');
}

function sectionText(doc: LegalDocument, id: string) {
  const section = doc.sections.find((s) => s.id === id);
  if (!section) throw new Error(`no section ${id}`);
  return fullText({ ...doc, title: '', intro: '', sections: [section] });
}

describe.each([privacyPolicy, termsOfService])('$title', (doc: LegalDocument) => {
  it('has unique, URL-safe section ids', () => {
    const ids = doc.sections.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z]+(-[a-z]+)*$/);
  });

  it('leaves numbering to the renderer and has no empty sections', () => {
    for (const section of doc.sections) {
      expect(section.heading).not.toMatch(/^\d/);
      expect(section.blocks.length).toBeGreaterThan(0);
    }
  });

  it('has a real meta description', () => {
    expect(doc.description.length).toBeGreaterThan(80);
    expect(doc.description.length).toBeLessThanOrEqual(170);
  });
});

describe('privacy policy', () => {
  it('has the ten sections of SPEC.md §2 in order', () => {
    expect(privacyPolicy.sections.map((s) => s.heading)).toEqual([
      'Our Commitment to Privacy',
      'Information We Collect',
      'How We Use Information',
      'How We Share Information',
      'Data Security',
      'Your Privacy Rights',
      'International Data Transfers',
      "Children's Privacy",
      'Updates to This Policy',
      'Contact Us',
    ]);
  });

  it('says honestly what the site does not do', () => {
    const commitment = sectionText(privacyPolicy, 'commitment');
    for (const fact of ['No login.', 'No analytics.', 'No cookies set by us.', 'No third-party requests.']) {
      expect(commitment).toContain(fact);
    }
    expect(commitment).toMatch(/playground[\s\S]*entirely in your browser/);
  });

  it("states the same minimum age as the terms in children's privacy", () => {
    const children = sectionText(privacyPolicy, 'childrens-privacy');
    expect(children).toContain('at least 16 years old');
    expect(children).toContain('older where local law sets a higher age');
  });

  it('ends with a contact address', () => {
    expect(privacyPolicy.sections.at(-1)?.blocks).toContainEqual(
      expect.objectContaining({ kind: 'contact', email: 'privacy@microloop.dev' }),
    );
  });
});

describe('terms of service', () => {
  const text = fullText(termsOfService);

  it('has the twelve sections of SPEC.md §2 in order', () => {
    expect(termsOfService.sections.map((s) => s.heading)).toEqual([
      'Agreement to Terms',
      'Description of Services',
      'User Accounts',
      'Template License',
      'User Conduct',
      'Intellectual Property',
      'Fees and Payment',
      'Disclaimers and Limitation of Liability',
      'Indemnification',
      'Governing Law and Dispute Resolution',
      'Changes to These Terms',
      'Contact Information',
    ]);
  });

  it('states the facts of SPEC.md §9 in the sections they belong to', () => {
    expect(sectionText(termsOfService, 'agreement')).toContain('at least 16 years old, or older if the law where you live sets a higher minimum age');
    expect(sectionText(termsOfService, 'accounts')).toContain('Certain features require account registration');
    expect(sectionText(termsOfService, 'changes')).toContain("at least 30 days' notice");
    expect(sectionText(termsOfService, 'disclaimers-and-liability')).toContain(
      'the greater of the amount you paid us in the previous six months (counted back from the event that gave rise to the claim) or 100 US dollars (US$100)',
    );
    const law = sectionText(termsOfService, 'governing-law');
    expect(law).toContain('laws of the State of California');
    expect(law).toContain('binding arbitration in San Francisco, California, administered by JAMS under its Streamlined Arbitration Rules');
  });

  it('grants the template license on exactly the terms of SPEC.md §9', () => {
    const license = sectionText(termsOfService, 'template-license');
    for (const term of [
      'Non-exclusive.',
      'Non-transferable.',
      'Worldwide.',
      'Revocable.',
      'Unlimited personal and commercial projects.',
      'No resale or redistribution of the templates themselves.',
      'Attribution appreciated but not mandatory.',
    ]) {
      expect(license).toContain(term);
    }
  });

  it('points its cross-references at the sections the renderer numbers', () => {
    const numberOf = (id: string) => termsOfService.sections.findIndex((s) => s.id === id) + 1;
    expect(text).toContain(`minimum age in section ${numberOf('agreement')}`);
    expect(text).toContain(`template license in section ${numberOf('template-license')}`);
    const referenced = new Set([...text.matchAll(/section (\d+)/g)].map((m) => Number(m[1])));
    expect(referenced).toEqual(new Set([numberOf('agreement'), numberOf('template-license')]));
  });
});
