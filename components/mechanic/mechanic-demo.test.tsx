import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import type { CreateGame, GameHandle } from '@/lib/mechanics/core/mechanic';
import { physicsDropper } from '@/lib/mechanics';
import type { Mechanic } from '@/lib/mechanics/core/mechanic';
import { DemoFrame } from './demo-frame';
import { downloadKitFor } from './download-kit';
import type { KitEngines } from './kit-engine';
import { demoCopy } from '@/content/template-demo';
import { MechanicDemo } from './mechanic-demo';
import { FirstFrameStill, stillCopy } from './first-frame-still';

const mockGame: jest.Mocked<GameHandle> = { start: jest.fn(), pause: jest.fn(), focus: jest.fn(), reset: jest.fn(), update: jest.fn(), destroy: jest.fn() };
const mockCreateGame = jest.fn<GameHandle, Parameters<CreateGame>>(() => mockGame);
const mockLoadGame = jest.fn(() => Promise.resolve({ createGame: mockCreateGame }));

jest.mock('@/lib/mechanics/games', () => ({ loadGame: () => mockLoadGame() }));
jest.mock('./download-kit', () => ({ downloadKitFor: jest.fn(() => Promise.resolve(true)) }));

// A made-up game with sound, calibration and a board of buttons, for what PhysicsDropper lacks.
const beatBoard: Mechanic = {
  ...physicsDropper,
  slug: 'beat-board',
  name: 'BeatBoard',
  surface: 'dom',
  audio: true,
  calibration: { param: 'gravity' },
};

jest.setTimeout(20_000);

/** The demo as the page renders it, inside its frame. */
function framed(mechanic: Mechanic, engines: KitEngines) {
  return (
    <DemoFrame name={mechanic.name}>
      <MechanicDemo mechanic={mechanic} engines={engines} copy={demoCopy} still={<FirstFrameStill slug={mechanic.slug} />} />
    </DemoFrame>
  );
}

function renderDemo(search = '') {
  window.history.replaceState(null, '', `/templates/physics-dropper/${search}`);
  const user = userEvent.setup();
  render(framed(physicsDropper, ['unity', 'godot', 'js']));
  return user;
}

const gameOptions = () => mockCreateGame.mock.calls[0]?.[2];
const still = () => document.querySelector('img[src="/templates/physics-dropper/first-frame.svg"]');

beforeEach(() => jest.clearAllMocks());

describe('MechanicDemo', () => {
  it('is a region named after the template holding a focusable game surface, a status and a slider per parameter', () => {
    renderDemo();
    const region = screen.getByRole('region', { name: 'PhysicsDropper demo' });
    const surface = screen.getByRole('application', { name: /PhysicsDropper game\. Press Play/ });
    expect(region).toContainElement(surface);
    expect(surface.tagName).toBe('CANVAS');
    expect(surface).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('status')).toHaveTextContent(demoCopy.idle);
    const sliders = screen.getAllByRole('slider');
    expect(sliders.map((slider) => slider.getAttribute('aria-valuetext'))).toEqual(['9.8 m/s²', '0.7', '5×', '50']);
    expect(screen.getByRole('slider', { name: 'Gravity' })).toHaveAccessibleDescription(/Pull on every ball/);
    expect(screen.getByRole('slider', { name: 'Simulation Speed' })).toBeInTheDocument();
  });

  it('loads the game only on Play, then toggles Play and Pause with aria-pressed', async () => {
    const user = renderDemo();
    expect(mockLoadGame).not.toHaveBeenCalled();
    const toggle = screen.getByRole('button', { name: 'Play' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(still()).toBeInTheDocument();
    await user.click(toggle);
    expect(mockLoadGame).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(mockGame.start).toHaveBeenCalledTimes(1));
    expect(mockCreateGame.mock.calls[0]?.[0]).toBe(screen.getByRole('application'));
    // The first-frame still over the surface goes once the game draws there.
    expect(still()).toBeNull();
    expect(toggle).toHaveAccessibleName('Pause');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await user.click(toggle);
    expect(mockGame.pause).toHaveBeenCalledTimes(1);
    expect(toggle).toHaveAccessibleName('Play');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(mockCreateGame).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(mockGame.start).toHaveBeenCalledTimes(2));
  });

  it('does not start a game paused while its code was loading', async () => {
    let arrive: (module: { createGame: typeof mockCreateGame }) => void = () => {};
    mockLoadGame.mockReturnValueOnce(new Promise((resolve) => (arrive = resolve)));
    const user = renderDemo();
    const toggle = screen.getByRole('button', { name: 'Play' });
    await user.click(toggle);
    expect(screen.getByRole('status')).toHaveTextContent(demoCopy.loading);
    await user.click(toggle);
    await act(async () => arrive({ createGame: mockCreateGame }));
    expect(mockCreateGame).toHaveBeenCalledTimes(1);
    expect(mockGame.start).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent(demoCopy.idle);
    expect(toggle).toHaveAccessibleName('Play');
  });

  it('starts loading the game on the intent to press Play', () => {
    renderDemo();
    fireEvent.pointerEnter(screen.getByRole('button', { name: 'Play' }));
    expect(mockLoadGame).toHaveBeenCalledTimes(1);
  });

  it('shows what the game reports in the status region', async () => {
    const user = renderDemo();
    await user.click(screen.getByRole('button', { name: 'Play' }));
    await waitFor(() => expect(gameOptions()?.onStatus).toBeDefined());
    act(() => gameOptions()?.onStatus?.('Score 50 · 3 balls in play'));
    expect(screen.getByRole('status')).toHaveTextContent('Score 50 · 3 balls in play');
  });

  it('restarts a running game and keeps it running', async () => {
    const user = renderDemo();
    await user.click(screen.getByRole('button', { name: 'Play' }));
    await waitFor(() => expect(mockGame.start).toHaveBeenCalledTimes(1));
    await user.click(screen.getByRole('button', { name: 'Restart' }));
    expect(mockGame.reset).toHaveBeenCalledTimes(1);
    expect(mockGame.start).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('button', { name: 'Pause' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('says a paused restart in the status', async () => {
    const user = renderDemo();
    await user.click(screen.getByRole('button', { name: 'Restart' }));
    expect(screen.getByRole('status')).toHaveTextContent(demoCopy.restarted);
    expect(mockLoadGame).not.toHaveBeenCalled();
  });

  it('reads the values from the URL, writes slider changes back to it and hands them to the game', async () => {
    const user = renderDemo('?gravity=12&speed=abc');
    expect(screen.getByRole('slider', { name: 'Gravity' })).toHaveValue('12');
    expect(screen.getByRole('slider', { name: 'Simulation Speed' })).toHaveValue('5');
    await user.click(screen.getByRole('button', { name: 'Play' }));
    await waitFor(() => expect(mockCreateGame).toHaveBeenCalled());
    expect(mockCreateGame.mock.calls[0]?.[1]).toMatchObject({ gravity: 12 });
    fireEvent.change(screen.getByRole('slider', { name: 'Bounciness' }), { target: { value: '0.35' } });
    expect(screen.getByRole('slider', { name: 'Bounciness' })).toHaveAttribute('aria-valuetext', '0.35');
    expect(mockGame.update).toHaveBeenLastCalledWith(expect.objectContaining({ gravity: 12, bounciness: 0.35 }));
    await waitFor(() => expect(window.location.search).toBe('?gravity=12&bounciness=0.35'));
    expect(window.location.pathname).toBe('/templates/physics-dropper/');
  });

  it('says so when the game cannot be loaded, and lets Play try again', async () => {
    mockLoadGame.mockRejectedValueOnce(new Error('offline'));
    const user = renderDemo();
    await user.click(screen.getByRole('button', { name: 'Play' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(demoCopy.failed));
    expect(screen.getByRole('button', { name: 'Play' })).toHaveAttribute('aria-pressed', 'false');
    await user.click(screen.getByRole('button', { name: 'Play' }));
    await waitFor(() => expect(mockGame.start).toHaveBeenCalledTimes(1));
  });

  it('downloads the starter kit with the values shown', async () => {
    const user = renderDemo('?density=90');
    await user.click(screen.getByRole('button', { name: 'Download starter kit' }));
    await waitFor(() => expect(downloadKitFor).toHaveBeenCalled());
    expect(downloadKitFor).toHaveBeenCalledWith('physics-dropper', 'unity', expect.objectContaining({ density: 90, gravity: 9.8 }));
  });

  it('offers the kit engines by role, its own first and chosen, and keeps a choice in the URL beside the sliders', async () => {
    const user = renderDemo('?gravity=12');
    const group = screen.getByRole('radiogroup', { name: 'Kit engine' });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual(['unity', 'godot', 'js']);
    expect(within(group).getByRole('radio', { name: 'Unity' })).toBeChecked();
    await user.click(within(group).getByRole('radio', { name: 'Godot' }));
    expect(within(group).getByRole('radio', { name: 'Godot' })).toBeChecked();
    expect(window.location.search).toBe('?gravity=12&engine=godot');
    fireEvent.change(screen.getByRole('slider', { name: 'Bounciness' }), { target: { value: '0.35' } });
    await waitFor(() => expect(window.location.search).toBe('?gravity=12&bounciness=0.35&engine=godot'));
    await user.click(screen.getByRole('button', { name: 'Download starter kit' }));
    await waitFor(() => expect(downloadKitFor).toHaveBeenCalledWith('physics-dropper', 'godot', expect.objectContaining({ gravity: 12 })));
    // The own engine again: the URL drops the parameter, as it drops a slider at its default.
    await user.click(within(group).getByRole('radio', { name: 'Unity' }));
    expect(within(group).getByRole('radio', { name: 'Unity' })).toBeChecked();
    expect(window.location.search).toBe('?gravity=12&bounciness=0.35');
  });

  it('starts with the engine of the URL, and with its own for junk or an engine it does not come in', () => {
    for (const [search, checked] of [
      ['?engine=js', 'JavaScript'],
      ['?engine=GODOT', 'Unity'],
      ['?engine=%ff%00', 'Unity'],
    ] as const) {
      renderDemo(search);
      expect(screen.getByRole('radio', { name: checked })).toBeChecked();
      cleanup();
    }
    window.history.replaceState(null, '', '/templates/double-tap-dash/?engine=unity');
    render(framed(physicsDropper, ['godot', 'js']));
    expect(screen.getByRole('radio', { name: 'Godot' })).toBeChecked();
    expect(screen.queryByRole('radio', { name: 'Unity' })).toBeNull();
  });

  it('shows no engine choice when the kit comes in one engine', () => {
    window.history.replaceState(null, '', '/templates/rhythm-clacker/?engine=godot');
    render(framed(physicsDropper, ['js']));
    expect(screen.queryByRole('radiogroup', { name: 'Kit engine' })).toBeNull();
  });

  it('turns Pause back into Play when a run ends', async () => {
    const user = renderDemo();
    await user.click(screen.getByRole('button', { name: 'Play' }));
    await waitFor(() => expect(gameOptions()?.onEnd).toBeDefined());
    act(() => gameOptions()?.onEnd?.({ score: 10, text: 'Run over' }));
    expect(screen.getByRole('button', { name: 'Play' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('offers Mute and Calibrate latency only to games that have sound and calibration', async () => {
    renderDemo();
    expect(screen.queryByRole('button', { name: 'Mute' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Calibrate latency' })).toBeNull();
  });

  it('plays a board game on a group of its own, mutes it, and writes a calibration to its parameter', async () => {
    window.history.replaceState(null, '', '/templates/beat-board/');
    const user = userEvent.setup();
    render(framed(beatBoard, ['js']));
    const board = screen.getByRole('group', { name: 'BeatBoard board' });
    expect(board.tagName).toBe('DIV');
    const mute = screen.getByRole('button', { name: 'Mute' });
    expect(mute).toHaveAttribute('aria-pressed', 'false');
    const setMuted = jest.fn();
    const calibrate = jest.fn(() => Promise.resolve(12.34));
    Object.assign(mockGame, { setMuted, calibrate });
    await user.click(mute);
    expect(mute).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Calibrate latency' }));
    await waitFor(() => expect(calibrate).toHaveBeenCalledTimes(1));
    expect(mockCreateGame.mock.calls[0]?.[0]).toBe(board);
    expect(gameOptions()).toMatchObject({ muted: true });
    await waitFor(() => expect(screen.getByRole('slider', { name: 'Gravity' })).toHaveValue('12.3'));
    await user.click(mute);
    expect(setMuted).toHaveBeenLastCalledWith(false);
    Object.assign(mockGame, { setMuted: undefined, calibrate: undefined });
  });

  it('shows the first frame over the game area before Play, as an image the page does not announce, and says how to start', () => {
    renderDemo();
    const image = still();
    expect(image).toHaveAttribute('alt', '');
    expect(image).toHaveAttribute('width', '640');
    expect(image).toHaveAttribute('height', '480');
    // Inside the surface's box, over it (no box of its own to push the page around).
    const surface = screen.getByRole('application');
    expect(image?.closest('[aria-hidden="true"]')).toHaveClass('absolute', 'inset-0', 'pointer-events-none');
    expect(surface.parentElement).toContainElement(image as HTMLElement);
    expect(surface.parentElement).toHaveTextContent(stillCopy.startHint);
  });

  it('starts the game on a click on the game area, like Play, and leaves clicks to the game while it runs', async () => {
    const user = renderDemo();
    const surface = screen.getByRole('application');
    await user.click(surface);
    expect(mockLoadGame).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(mockGame.start).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('button', { name: 'Pause' })).toHaveAttribute('aria-pressed', 'true');
    expect(still()).toBeNull();
    // Running: a click is the game's (a drop), not a second start or a pause.
    await user.click(surface);
    expect(mockGame.start).toHaveBeenCalledTimes(1);
    expect(mockGame.pause).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Pause' }));
    // Paused: the game area starts it again.
    await user.click(surface);
    await waitFor(() => expect(mockGame.start).toHaveBeenCalledTimes(2));
  });

  it('starts the game on Space on the focused game area, and only Space', async () => {
    const user = renderDemo();
    const surface = screen.getByRole('application');
    surface.focus();
    await user.keyboard('a');
    expect(mockLoadGame).not.toHaveBeenCalled();
    const space = fireEvent.keyDown(surface, { key: ' ' });
    // Its default (scrolling the page) is prevented.
    expect(space).toBe(false);
    await waitFor(() => expect(mockGame.start).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('button', { name: 'Pause' })).toBeInTheDocument();
    // Running: Space is the game's own input.
    fireEvent.keyDown(surface, { key: ' ' });
    expect(mockGame.start).toHaveBeenCalledTimes(1);
  });

  it('lets Space on a board game\'s board start it, then hands the focus to its tiles', async () => {
    window.history.replaceState(null, '', '/templates/beat-board/');
    mockCreateGame.mockImplementationOnce((surface) => {
      surface.append(Object.assign(document.createElement('button'), { textContent: 'Tile 1' }));
      return mockGame;
    });
    render(framed(beatBoard, ['js']));
    const board = screen.getByRole('group', { name: 'BeatBoard board' });
    expect(board).toHaveAttribute('tabindex', '0');
    board.focus();
    fireEvent.keyDown(board, { key: ' ' });
    await waitFor(() => expect(mockGame.start).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Tile 1' })).toHaveFocus());
    // Filled with tiles, the board itself leaves the tab order.
    expect(board).not.toHaveAttribute('tabindex');
  });

  it('exports its controls disabled, so a click before hydration is not silently lost, and enables them live', () => {
    const html = renderToString(
      <MechanicDemo mechanic={physicsDropper} engines={['unity', 'godot', 'js']} copy={demoCopy} still={<FirstFrameStill slug={physicsDropper.slug} />} />,
    );
    expect(html.match(/<fieldset disabled=""/g)).toHaveLength(2);
    // The still is in the server HTML: something to see before any script runs.
    expect(html).toContain('src="/templates/physics-dropper/first-frame.svg"');
    renderDemo();
    for (const control of [...screen.getAllByRole('button'), ...screen.getAllByRole('slider')]) expect(control).toBeEnabled();
  });

  it('destroys the game when it unmounts', async () => {
    window.history.replaceState(null, '', '/templates/physics-dropper/');
    const user = userEvent.setup();
    const { unmount } = render(framed(physicsDropper, ['unity', 'godot', 'js']));
    await user.click(screen.getByRole('button', { name: 'Play' }));
    await waitFor(() => expect(mockGame.start).toHaveBeenCalled());
    unmount();
    expect(mockGame.destroy).toHaveBeenCalledTimes(1);
  });
});
