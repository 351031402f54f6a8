import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notify } from '@/components/ui/notify';
import { physicsDropperParams } from '@/lib/mechanics/physics-dropper/params';
import { Playground } from './playground';

jest.mock('@/components/ui/notify', () => ({ notify: jest.fn() }));
const notifyMock = jest.mocked(notify);

// The machine running CI is shared; user-event flows can take a few seconds there.
jest.setTimeout(20_000);

beforeAll(() => {
  // jsdom has no layout: the stage reports a fixed size, and <dialog> gets its modal methods.
  global.ResizeObserver = class {
    constructor(private readonly callback: ResizeObserverCallback) {}
    observe(target: Element) {
      this.callback([{ target, contentRect: { width: 800, height: 450 } } as unknown as ResizeObserverEntry], this);
    }
    unobserve() {}
    disconnect() {}
  };
  window.matchMedia = jest.fn().mockReturnValue({ matches: false, addEventListener: jest.fn(), removeEventListener: jest.fn() });
});

/** Particles mount in a deferred render after their code loads, so wait for them. */
function expectParticles(count: number) {
  return waitFor(() => expect(screen.queryAllByTestId('particle')).toHaveLength(count), { timeout: 5000 });
}

beforeEach(() => {
  notifyMock.mockClear();
  window.history.replaceState(null, '', '/playground/');
});

describe('Playground', () => {
  it('toggles between Play and Pause and says so in the status', async () => {
    const user = userEvent.setup();
    render(<Playground />);
    expect(screen.getByRole('heading', { name: 'PhysicsDropper X - Live Demo', level: 2 })).toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: 'Play' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('status')).toHaveTextContent(/^Press Play to Start Simulation$/);
    expect(screen.queryAllByTestId('particle')).toHaveLength(0);

    await user.click(toggle);
    expect(toggle).toHaveAccessibleName('Pause');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('status')).toHaveTextContent(/^Simulation Running\.\.\.$/);
    await expectParticles(10);

    await user.click(toggle);
    expect(toggle).toHaveAccessibleName('Play');
    expect(screen.getByRole('status')).toHaveTextContent(/^Press Play to Start Simulation$/);
    expect(screen.queryAllByTestId('particle')).toHaveLength(0);
  });

  it('labels the four sliders with the spec ranges and shows value and unit beside each', () => {
    render(<Playground />);
    const expected = [
      ['Gravity', '1', '20', '0.1', '9.8', '9.8 m/s²'],
      ['Bounciness', '0', '1', '0.05', '0.7', '0.7'],
      ['Simulation Speed', '1', '10', '0.5', '5', '5×'],
      ['Particle Density', '10', '100', '5', '50', '50'],
    ];
    for (const [name, min, max, step, value, shown] of expected) {
      const slider = screen.getByRole('slider', { name });
      expect(slider).toHaveAttribute('min', min);
      expect(slider).toHaveAttribute('max', max);
      expect(slider).toHaveAttribute('step', step);
      expect(slider).toHaveValue(value);
      expect(slider.parentElement).toHaveTextContent(shown ?? '');
      expect(slider).toHaveAttribute('aria-valuetext', shown);
    }
  });

  it('describes each slider with the meaning of its setting', () => {
    render(<Playground />);
    for (const spec of physicsDropperParams) {
      expect(screen.getByRole('slider', { name: spec.label })).toHaveAccessibleDescription(spec.meaning);
    }
  });

  it('changes the particle count with density while running', async () => {
    const user = userEvent.setup();
    render(<Playground />);
    await user.click(screen.getByRole('button', { name: 'Play' }));
    await expectParticles(10);
    fireEvent.change(screen.getByRole('slider', { name: 'Particle Density' }), { target: { value: '100' } });
    await expectParticles(20);
    fireEvent.change(screen.getByRole('slider', { name: 'Particle Density' }), { target: { value: '10' } });
    await expectParticles(2);
  });

  it('plays the seed the address names, and a random one without it', async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/playground/?seed=4242');
    const { unmount } = render(<Playground />);
    await user.click(screen.getByRole('button', { name: 'Play' }));
    await expectParticles(10);
    expect(screen.getByTestId('demo-stage')).toHaveAttribute('data-seed', '4242');
    unmount();

    window.history.replaceState(null, '', '/playground/');
    render(<Playground />);
    await user.click(screen.getByRole('button', { name: 'Play' }));
    await expectParticles(10);
    expect(screen.getByTestId('demo-stage').getAttribute('data-seed')).toMatch(/^\d+$/);
    expect(screen.getByTestId('demo-stage')).not.toHaveAttribute('data-seed', '4242');
  });

  it('Reset stops the simulation and restores every default', async () => {
    const user = userEvent.setup();
    render(<Playground />);
    fireEvent.change(screen.getByRole('slider', { name: 'Gravity' }), { target: { value: '15.3' } });
    fireEvent.change(screen.getByRole('slider', { name: 'Bounciness' }), { target: { value: '0.1' } });
    fireEvent.change(screen.getByRole('slider', { name: 'Simulation Speed' }), { target: { value: '9' } });
    fireEvent.change(screen.getByRole('slider', { name: 'Particle Density' }), { target: { value: '85' } });
    expect(screen.getByText('15.3 m/s²')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Play' }));

    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByRole('button', { name: 'Play' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('status')).toHaveTextContent('Press Play to Start Simulation');
    expect(screen.getByRole('slider', { name: 'Gravity' })).toHaveValue('9.8');
    expect(screen.getByRole('slider', { name: 'Bounciness' })).toHaveValue('0.7');
    expect(screen.getByRole('slider', { name: 'Simulation Speed' })).toHaveValue('5');
    expect(screen.getByRole('slider', { name: 'Particle Density' })).toHaveValue('50');
  });

  it('restores settings from the link, clamped and snapped, ignoring junk', () => {
    window.history.replaceState(null, '', '/playground/?gravity=42&bounciness=0.33&speed=abc&density=80');
    render(<Playground />);
    expect(screen.getByRole('slider', { name: 'Gravity' })).toHaveValue('20');
    expect(screen.getByRole('slider', { name: 'Bounciness' })).toHaveValue('0.35');
    expect(screen.getByRole('slider', { name: 'Simulation Speed' })).toHaveValue('5');
    expect(screen.getByRole('slider', { name: 'Particle Density' })).toHaveValue('80');
  });

  it('writes the changed settings into the address bar, and drops the query once all are back to default', () => {
    jest.useFakeTimers();
    try {
      render(<Playground />);
      fireEvent.change(screen.getByRole('slider', { name: 'Gravity' }), { target: { value: '12.5' } });
      fireEvent.change(screen.getByRole('slider', { name: 'Particle Density' }), { target: { value: '82' } });
      act(() => jest.advanceTimersByTime(300));
      expect(window.location.search).toBe('?gravity=12.5&density=80');
      fireEvent.change(screen.getByRole('slider', { name: 'Gravity' }), { target: { value: '9.8' } });
      fireEvent.change(screen.getByRole('slider', { name: 'Particle Density' }), { target: { value: '50' } });
      act(() => jest.advanceTimersByTime(300));
      expect(window.location.search).toBe('');
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows the Template Info region with the four spec rows', () => {
    render(<Playground />);
    const region = screen.getByRole('region', { name: 'Template Info' });
    expect(within(region).getByRole('heading', { name: 'Template Info' })).toBeInTheDocument();
    const terms = within(region).getAllByRole('term').map((term) => term.textContent);
    const values = within(region).getAllByRole('definition').map((definition) => definition.textContent);
    expect(terms).toEqual(['Engine Compatibility', 'Primary Genre', 'Complexity Level', 'Estimated File Size']);
    expect(values).toEqual(['Unity, Godot, JS', 'Physics Simulation', 'Intermediate', '3.1 MB (Core)']);
  });

  it('downloads the configured template and confirms it', async () => {
    const user = userEvent.setup();
    const createObjectURL = jest.fn(() => 'blob:config');
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('physics-dropper.config.json');
    });
    render(<Playground />);
    await user.click(screen.getByRole('button', { name: 'Download Configured Template' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(createObjectURL).toHaveBeenCalledWith(expect.any(Blob));
    expect(notifyMock).toHaveBeenCalledWith('Configured template downloaded', {
      variant: 'success',
      description: 'physics-dropper.config.json: Gravity 9.8 m/s², Bounciness 0.7, Simulation Speed 5×, Particle Density 50',
    });
    click.mockRestore();
  });

  it('shows a destructive toast when a download fails', async () => {
    const user = userEvent.setup();
    URL.createObjectURL = jest.fn(() => {
      throw new Error('blocked');
    });
    render(<Playground />);
    await user.click(screen.getByRole('button', { name: 'Export to Unity' }));
    await waitFor(() => expect(notifyMock).toHaveBeenCalledWith('The export failed', expect.objectContaining({ variant: 'destructive' })));
  });

  it('copies the link, or says it could not', async () => {
    const user = userEvent.setup();
    const writeText = jest.fn().mockResolvedValueOnce(undefined).mockRejectedValueOnce(new Error('denied'));
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(<Playground />);
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith('http://localhost/playground/');
    await waitFor(() => expect(notifyMock).toHaveBeenLastCalledWith('Link copied', expect.objectContaining({ variant: 'success' })));
    fireEvent.change(screen.getByRole('slider', { name: 'Particle Density' }), { target: { value: '80' } });
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenLastCalledWith('http://localhost/playground/?density=80');
    await waitFor(() =>
      expect(notifyMock).toHaveBeenLastCalledWith('Could not copy the link', expect.objectContaining({ variant: 'destructive' })),
    );
  });

  it('opens Test on Mobile with a QR code, the link and a localhost warning', async () => {
    const user = userEvent.setup();
    render(<Playground />);
    expect(screen.getByRole('button', { name: 'Test on Mobile' })).toHaveAttribute('aria-haspopup', 'dialog');
    await user.click(screen.getByRole('button', { name: 'Test on Mobile' }));
    const dialog = await screen.findByRole('dialog', { name: 'Test on your phone' });
    expect(within(dialog).getByRole('img', { name: 'QR code of the playground link' })).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Playground link' })).toHaveValue('http://localhost/playground/');
    expect(within(dialog).getByText(/must be able to reach this address/)).toBeInTheDocument();
    expect(within(dialog).getByText(/points to localhost/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
