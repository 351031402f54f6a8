import { render, screen, within } from '@testing-library/react';
import type { LegalDocument } from '@/content/legal/types';
import { LegalPage } from './legal-page';

const doc = {
  title: 'Sample Policy',
  path: '/sample',
  description: 'A sample document for the renderer test.',
  intro: 'What this sample covers.',
  sections: [
    {
      id: 'first-topic',
      heading: 'First Topic',
      blocks: [
        'An opening paragraph.',
        { kind: 'list', items: ['A plain bullet.', { lead: 'Bold lead.', text: 'And its explanation.' }] },
      ],
    },
    {
      id: 'reach-us',
      heading: 'Reach Us',
      blocks: [{ kind: 'contact', lines: ['Sample Studio', 'Somewhere, USA'], email: 'hello@example.dev' }],
    },
  ],
} as const satisfies LegalDocument;

function localToday() {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

describe('LegalPage', () => {
  beforeEach(() => render(<LegalPage doc={doc} />));

  it('titles the page with one h1 and numbers each section heading in order', () => {
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Sample Policy');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['1. First Topic', '2. Reach Us']);
    expect(screen.getByRole('heading', { level: 2, name: '1. First Topic' })).toBeInTheDocument();
  });

  it('shows the intro and "Last updated" with today\'s date in a <time datetime>', () => {
    expect(screen.getByText('What this sample covers.')).toBeInTheDocument();
    const updated = screen.getByText(/Last updated/);
    const time = within(updated).getByText(/\d{4}/);
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('datetime', localToday());
  });

  it('renders paragraphs, and bullets as list items with their bold lead', () => {
    expect(screen.getByText('An opening paragraph.').tagName).toBe('P');
    const items = within(screen.getByRole('article')).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual(['A plain bullet.', 'Bold lead. And its explanation.']);
    expect(within(items[1]!).getByText('Bold lead.').tagName).toBe('STRONG');
  });

  it('links the table of contents to every section, in order and by the same names', () => {
    const toc = screen.getByRole('navigation', { name: 'On this page' });
    const links = within(toc).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['1. First Topic', '#first-topic'],
      ['2. Reach Us', '#reach-us'],
    ]);
    for (const link of links) {
      const target = document.getElementById(link.getAttribute('href')!.slice(1));
      expect(target).not.toBeNull();
      expect(within(target!).getByRole('heading', { level: 2 })).toHaveAccessibleName(link.textContent!);
    }
  });

  it('renders a contact block as an address with a mailto link', () => {
    const address = screen.getByText(/Sample Studio/).closest('address');
    expect(address).not.toBeNull();
    expect(address).toHaveTextContent('Somewhere, USA');
    expect(within(address!).getByRole('link', { name: 'hello@example.dev' })).toHaveAttribute('href', 'mailto:hello@example.dev');
  });
});
