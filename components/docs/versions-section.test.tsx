import { render, screen, within } from '@testing-library/react';
import { VersionsSection } from './versions-section';

describe('VersionsSection', () => {
  it('says where each engine’s kit keeps its version and how to update it', () => {
    render(<VersionsSection />);
    const section = screen.getByRole('region', { name: 'Versions and Updates' });
    expect(section).toHaveAttribute('id', 'versions-and-updates');
    const steps = within(section).getAllByRole('list').find((list) => list.tagName === 'OL');
    const items = within(steps!).getAllByRole('listitem').map((item) => item.textContent ?? '');
    expect(items).toHaveLength(3);
    expect(items[0]).toMatch(/^Unity: .*package\.json.*replace the package folder.*tarball/);
    expect(items[1]).toMatch(/^Godot: .*config\/version.*replace addons\/microloop_<name>\//);
    expect(items[2]).toMatch(/^JavaScript: .*npm install \.\/<name>-js-starter-kit\/src/);
    expect(within(section).getAllByRole('code').map((code) => code.textContent)).toContain('/templates/feed.xml');
  });
});
