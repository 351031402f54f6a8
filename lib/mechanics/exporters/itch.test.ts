import { physicsDropper } from '../index';
import { templateLicense } from '@/content/legal/template-license';
import { itchFiles, itchReadme, itchReadmeSection } from './itch';

const tuned = { gravity: 12.5, bounciness: 0.4, speed: 3, density: 80 };

describe('itch.io export', () => {
  const files = itchFiles(physicsDropper, tuned, 'void 0;');

  it('puts index.html at the root with only a README beside it', () => {
    expect(Object.keys(files).sort()).toEqual(['README.md', 'index.html']);
    expect(files['index.html']).toMatch(/^<!doctype html>/);
    expect(files['index.html']).toContain('"gravity":12.5');
  });

  it('explains the upload', () => {
    const readme = itchReadme(physicsDropper);
    expect(readme).toContain('**Kind of project** to **HTML**');
    expect(readme).toContain('This file will be played in the browser');
    expect(readme).toContain(physicsDropper.howToPlay);
  });
});

describe('the itch.io advice and the license (JS review D8)', () => {
  it('says the template license allows the upload, as the Terms do', () => {
    expect(itchReadmeSection()).toMatch(/template license[^.]*allows/i);
    expect(itchReadmeSection()).toContain('/terms#template-license');
    expect(templateLicense.text).toMatch(/index\.html[^.]*itch\.io/);
  });
});
