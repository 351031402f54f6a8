import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { catalogEntries } from './catalog-entries';
import { TemplatesCatalog } from './templates-catalog';
import { notify } from '@/components/ui/notify';
import { downloadKitFor } from '@/components/mechanic/download-kit';

jest.mock('@/components/ui/notify', () => ({ notify: jest.fn() }));
jest.mock('@/components/mechanic/download-kit', () => ({ downloadKitFor: jest.fn(() => Promise.resolve(true)) }));
// Counts card renders: every card draws one star rating.
const mockStarRatingRender = jest.fn();
jest.mock('@/components/ui/star-rating', () => {
  const actual = jest.requireActual<typeof import('@/components/ui/star-rating')>('@/components/ui/star-rating');
  return {
    StarRating: (props: Parameters<typeof actual.StarRating>[0]) => {
      mockStarRatingRender();
      return actual.StarRating(props);
    },
  };
});

function renderAt(search = '') {
  window.history.replaceState(null, '', `/templates/${search}`);
  const user = userEvent.setup();
  render(<TemplatesCatalog templates={catalogEntries()} />);
  return user;
}

const cardNames = () => screen.queryAllByTestId('template-card').map((card) => within(card).getByRole('heading').textContent);
const group = (name: string) => screen.getByRole('radiogroup', { name });
const radio = (groupName: string, option: string) => within(group(groupName)).getByRole('radio', { name: option });
const status = () => screen.getByRole('status');
const all = ['PhysicsDropper', 'DoubleTapDash', 'RhythmClacker', 'MemoryTiles', 'BounceChain', 'TimingWheel'];

afterEach(() => {
  jest.mocked(notify).mockClear();
  jest.mocked(downloadKitFor).mockClear();
});

describe('TemplatesCatalog', () => {
  it('shows the three groups with their exact option names, All checked, and all six cards', () => {
    renderAt();
    const options = (name: string) => within(group(name)).getAllByRole('radio').map((r) => r.getAttribute('value'));
    expect(options('Genre')).toEqual(['All', 'Arcade', 'Puzzle', 'Rhythm', 'Physics', 'Timing']);
    expect(options('Action')).toEqual(['All', 'Tap', 'Hold', 'Drag', 'Drop', 'Bounce']);
    expect(options('Engine')).toEqual(['All', 'Unity', 'Godot', 'JS']);
    for (const name of ['Genre', 'Action', 'Engine']) {
      expect(radio(name, 'All')).toBeChecked();
      expect(within(group(name)).getAllByRole('radio').filter((r) => (r as HTMLInputElement).checked)).toHaveLength(1);
    }
    // Names are exactly the labels; the count is a description.
    expect(radio('Engine', 'JS')).toHaveAccessibleName('JS');
    expect(radio('Engine', 'JS')).toHaveAccessibleDescription('2 templates');
    expect(radio('Genre', 'Arcade')).toHaveAccessibleDescription('1 template');
    expect(cardNames()).toEqual(all);
    expect(status()).toHaveTextContent('Showing 6 of 6 templates');
  });

  it('narrows the cards by all three groups and writes them to the URL', async () => {
    const user = renderAt();
    await user.click(radio('Genre', 'Physics'));
    expect(cardNames()).toEqual(['PhysicsDropper', 'BounceChain']);
    await user.click(radio('Engine', 'Godot'));
    expect(cardNames()).toEqual(['BounceChain']);
    expect(status()).toHaveTextContent('Showing 1 of 6 templates');
    expect(window.location.search).toBe('?genre=Physics&engine=Godot');
    // Counts follow the other active filters.
    expect(radio('Action', 'Bounce')).toHaveAccessibleDescription('1 template');
    expect(radio('Action', 'Drop')).toHaveAccessibleDescription('0 templates');
    await user.click(radio('Genre', 'All'));
    expect(window.location.search).toBe('?engine=Godot');
  });

  it('restores the query of the URL it is loaded with', () => {
    renderAt('?genre=Physics&engine=Godot');
    expect(radio('Genre', 'Physics')).toBeChecked();
    expect(radio('Engine', 'Godot')).toBeChecked();
    expect(cardNames()).toEqual(['BounceChain']);
  });

  it('falls back to All for a malformed query', () => {
    renderAt('?genre=%E0%A4%A&engine=Unreal&engine=Godot&action=' + 'x'.repeat(500));
    expect(cardNames()).toEqual(all);
    for (const name of ['Genre', 'Action', 'Engine']) expect(radio(name, 'All')).toBeChecked();
  });

  it('shows the empty state and Clear Filters resets the groups and the search', async () => {
    const user = renderAt('?genre=Puzzle&q=tiles');
    await user.click(radio('Engine', 'JS'));
    expect(cardNames()).toEqual([]);
    expect(screen.getByText('Oops! No templates match your electrifying filters.')).toBeInTheDocument();
    expect(status()).toHaveTextContent('Showing 0 of 6 templates');
    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(cardNames()).toEqual(all);
    for (const name of ['Genre', 'Action', 'Engine']) expect(radio(name, 'All')).toBeChecked();
    expect(screen.getByRole('searchbox', { name: 'Search templates' })).toHaveValue('');
    expect(window.location.search).toBe('');
    expect(screen.queryByRole('button', { name: 'Clear Filters' })).not.toBeInTheDocument();
    // Focus stays on the results instead of falling back to the page.
    expect(screen.getByRole('region', { name: 'Showing 6 of 6 templates' })).toHaveFocus();
  });

  it('searches every word live, highlights the name and keeps the heading text', async () => {
    const user = renderAt();
    const search = screen.getByRole('searchbox', { name: 'Search templates' });
    await user.type(search, 'GRAVITY');
    expect(cardNames()).toEqual(['PhysicsDropper', 'BounceChain']);
    await user.clear(search);
    await user.type(search, 'drop unity');
    expect(cardNames()).toEqual(['PhysicsDropper']);
    // jsdom has no UA stylesheet, so its accessible names space out <mark>; e2e checks the real name.
    const [heading] = screen.getAllByRole('heading', { level: 2 });
    expect(heading).toHaveTextContent(/^PhysicsDropper$/);
    expect(within(heading!).getByText('Drop').tagName).toBe('MARK');
    // The highlight stays inside the link to the template's page.
    expect(within(heading!).getByRole('link')).toContainElement(within(heading!).getByText('Drop'));
    expect(window.location.search).toBe('?q=drop+unity');
  });

  it('focuses the search with / and clears it with Escape', async () => {
    const user = renderAt('?q=plinko');
    const search = screen.getByRole('searchbox', { name: 'Search templates' });
    expect(search).toHaveValue('plinko');
    expect(cardNames()).toEqual(['PhysicsDropper']);
    await user.keyboard('/');
    expect(search).toHaveFocus();
    expect(search).toHaveValue('plinko');
    await user.keyboard('{Escape}');
    expect(search).toHaveValue('');
    expect(cardNames()).toEqual(all);
  });

  it('leaves / alone while another text field has focus', async () => {
    const user = renderAt();
    const other = document.createElement('textarea');
    document.body.append(other);
    other.focus();
    await user.keyboard('/');
    expect(other).toHaveValue('/');
    other.remove();
  });

  it('adds one history entry per choice but not one per keystroke', async () => {
    const user = renderAt();
    const start = window.history.length;
    await user.click(radio('Engine', 'Unity'));
    expect(window.history.length).toBe(start + 1);
    await user.type(screen.getByRole('searchbox', { name: 'Search templates' }), 'tiles');
    expect(window.history.length).toBe(start + 2);
    expect(window.location.search).toBe('?engine=Unity&q=tiles');
    // A new round of typing after leaving the box is a new entry.
    await user.click(radio('Engine', 'Unity'));
    await user.type(screen.getByRole('searchbox', { name: 'Search templates' }), 's');
    expect(window.history.length).toBe(start + 3);
  });

  it('offers Reset all while something narrows the list', async () => {
    const user = renderAt();
    expect(screen.queryByRole('button', { name: 'Reset all' })).not.toBeInTheDocument();
    await user.click(radio('Action', 'Tap'));
    await user.type(screen.getByRole('searchbox', { name: 'Search templates' }), 'unity');
    expect(cardNames()).toEqual(['MemoryTiles']);
    await user.click(screen.getByRole('button', { name: 'Reset all' }));
    expect(cardNames()).toEqual(all);
    expect(radio('Action', 'All')).toBeChecked();
    expect(screen.getByRole('searchbox', { name: 'Search templates' })).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Reset all' })).not.toBeInTheDocument();
  });

  it('restores earlier filters on Back', async () => {
    const user = renderAt();
    await user.click(radio('Genre', 'Physics'));
    await user.click(radio('Engine', 'Godot'));
    await act(async () => window.history.back());
    await waitFor(() => expect(cardNames()).toEqual(['PhysicsDropper', 'BounceChain']));
    expect(radio('Engine', 'All')).toBeChecked();
  });

  it('opens Advanced Filters to sort and set a minimum rating, both in the URL', async () => {
    const user = renderAt();
    const toggle = screen.getByRole('button', { name: 'Advanced Filters' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('combobox', { name: 'Sort by' })).not.toBeInTheDocument();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Name A–Z');
    expect(cardNames()).toEqual([...all].sort());
    await user.selectOptions(screen.getByRole('combobox', { name: 'Minimum rating' }), '4.8 stars and up (3)');
    expect(cardNames()).toEqual(['PhysicsDropper', 'RhythmClacker', 'TimingWheel']);
    expect(window.location.search).toBe('?sort=name&rating=4.8');
    expect(toggle).toHaveAccessibleDescription('2 active');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('previews a template in a dialog and returns to the list on close', async () => {
    const user = renderAt();
    expect(screen.getByRole('button', { name: 'Preview PhysicsDropper' })).toHaveAttribute('aria-haspopup', 'dialog');
    await user.click(screen.getByRole('button', { name: 'Preview PhysicsDropper' }));
    // The dialog's code loads on the first Preview (or on the pointer or focus that comes before it).
    const dialog = await screen.findByRole('dialog', { name: 'PhysicsDropper' });
    expect(within(dialog).getByText('plinko')).toBeInTheDocument();
    expect(within(dialog).getByText(/Peg rows, spacing and jitter/)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: /Playground/ })).toHaveAttribute('href', '/playground');
    expect(within(dialog).getByRole('link', { name: 'Open template page' })).toHaveAttribute('href', '/templates/physics-dropper');
    // Downloads work: the dialog says so instead of promising them for later.
    expect(dialog).toHaveTextContent(/Download on its card saves it now/);
    expect(dialog).not.toHaveTextContent(/launches/);
    // The / shortcut leaves an open dialog alone.
    await user.keyboard('/');
    expect(screen.getByRole('searchbox', { name: 'Search templates' })).not.toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Preview TimingWheel' }));
    const other = await screen.findByRole('dialog', { name: 'TimingWheel' });
    expect(within(other).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/templates/timing-wheel']);
  });

  it('links each card heading, named exactly the template name, to its page', () => {
    renderAt();
    for (const [i, card] of screen.getAllByTestId('template-card').entries()) {
      const link = within(within(card).getByRole('heading', { level: 2 })).getByRole('link');
      expect(link).toHaveAccessibleName(all[i]);
    }
    expect(screen.getByRole('link', { name: 'TimingWheel' })).toHaveAttribute('href', '/templates/timing-wheel');
  });

  it('says on each card which other engines its kit comes in', () => {
    renderAt();
    const card = (name: string) => screen.getAllByTestId('template-card').find((candidate) => within(candidate).queryByRole('link', { name }));
    expect(card('PhysicsDropper')).toHaveTextContent('Also for Godot and JavaScript');
    // Never its own engine: a JavaScript template is not "also for JavaScript".
    expect(card('RhythmClacker')).not.toHaveTextContent(/Also for.*JavaScript/);
  });

  it('downloads a card\'s starter kit at its defaults, loading the kit code on the click', async () => {
    const user = renderAt();
    // Each Download says which engine's kit it saves, before the click.
    const unity = screen.getByRole('button', { name: 'Download PhysicsDropper Unity kit' });
    expect(unity).toHaveTextContent(/^Download PhysicsDropper Unity kit$/);
    await user.click(unity);
    await waitFor(() => expect(downloadKitFor).toHaveBeenCalledWith('physics-dropper', 'unity'));
    await user.click(screen.getByRole('button', { name: 'Download BounceChain Godot kit' }));
    await waitFor(() => expect(downloadKitFor).toHaveBeenLastCalledWith('bounce-chain', 'godot'));
  });

  it('with an engine chosen, ends the list with the rest of the answer: the other templates with that kit, as links', async () => {
    const user = renderAt();
    expect(screen.queryByText(/^Made for/)).not.toBeInTheDocument();
    await user.click(radio('Engine', 'Godot'));
    expect(cardNames()).toEqual(['DoubleTapDash', 'BounceChain']);
    expect(status()).toHaveTextContent('Showing 2 of 6 templates');
    expect(screen.getByText('Made for Godot: 2. All six come with a Godot kit.')).toBeInTheDocument();
    const ports = within(screen.getByRole('list', { name: 'Other templates with a Godot kit' })).getAllByRole('link');
    expect(ports.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['PhysicsDropper with the Godot kit', '/templates/physics-dropper?engine=godot'],
      ['RhythmClacker with the Godot kit', '/templates/rhythm-clacker?engine=godot'],
      ['MemoryTiles with the Godot kit', '/templates/memory-tiles?engine=godot'],
      ['TimingWheel with the Godot kit', '/templates/timing-wheel?engine=godot'],
    ]);
    // The links are not cards: the cards are still the two made for Godot.
    expect(screen.getAllByTestId('template-card')).toHaveLength(2);
    await user.click(radio('Engine', 'All'));
    expect(screen.queryByText(/^Made for/)).not.toBeInTheDocument();
  });

  it('answers a search for an engine with the same line, and keeps it under an empty list', async () => {
    const user = renderAt('?engine=Unity&genre=Rhythm');
    expect(cardNames()).toEqual([]);
    expect(screen.getByText(/No templates match/)).toBeInTheDocument();
    expect(screen.getByText('Made for Unity: 0. Also with a Unity kit:')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'RhythmClacker with the Unity kit' })).toHaveAttribute('href', '/templates/rhythm-clacker?engine=unity');
    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search templates' }), 'godot');
    expect(screen.getByText('Made for Godot: 2. All six come with a Godot kit.')).toBeInTheDocument();
  });

  it('re-renders a card only when what it shows changes', async () => {
    const user = renderAt();
    mockStarRatingRender.mockClear();
    await user.click(screen.getByRole('button', { name: 'Advanced Filters' }));
    await user.click(radio('Genre', 'Physics'));
    expect(cardNames()).toEqual(['PhysicsDropper', 'BounceChain']);
    expect(mockStarRatingRender).not.toHaveBeenCalled();
    // A search may highlight any card's name, so each card shown draws again, once.
    await user.type(screen.getByRole('searchbox', { name: 'Search templates' }), 'b');
    expect(cardNames().length).toBeGreaterThan(0);
    expect(mockStarRatingRender).toHaveBeenCalledTimes(cardNames().length);
  });
});
