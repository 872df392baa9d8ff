import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Mascot } from './mascot';

const player = vi.hoisted(() => ({
  play: vi.fn(),
  pause: vi.fn(),
  goToAndStop: vi.fn(),
  setSubframe: vi.fn(),
  destroy: vi.fn(),
}));
const loadAnimation = vi.hoisted(() => vi.fn(() => player));

vi.mock('lottie-web/build/player/lottie_light', () => ({ default: { loadAnimation } }));

let reportIntersection: (isIntersecting: boolean) => void = () => {};

class FakeIntersectionObserver {
  constructor(callback: (entries: Array<{ isIntersecting: boolean }>) => void) {
    reportIntersection = (isIntersecting) => callback([{ isIntersecting }]);
  }
  observe() {}
  disconnect() {}
}

class FakeResizeObserver {
  observe() {}
  disconnect() {}
}

function stubMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn(() => ({ matches: reduce, addEventListener: vi.fn(), removeEventListener: vi.fn() })),
  );
}

async function renderLoaded() {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  render(<Mascot />);
  await act(() => vi.advanceTimersByTimeAsync(300));
  await waitFor(() => expect(loadAnimation).toHaveBeenCalled());
}

beforeEach(() => {
  vi.clearAllMocks();
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  vi.stubGlobal('ResizeObserver', FakeResizeObserver);
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ v: '5.7.4', layers: [] }), { status: 200 })),
  );
  stubMotion(false);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the mascot', () => {
  it('is a decoration: hidden from screen readers and never in the way of clicks', () => {
    render(<Mascot />);
    const circle = screen.getByTestId('mascot');
    expect(circle).toHaveAttribute('aria-hidden', 'true');
    expect(circle).toHaveClass('pointer-events-none', 'fixed', 'rounded-full');
  });

  it('is 8rem on large screens and 4rem below them', () => {
    render(<Mascot />);
    expect(screen.getByTestId('mascot')).toHaveClass('size-16', 'lg:size-32');
  });

  it('steps aside while it would cover the focused control, and comes back after', async () => {
    const box = (left: number, top: number, size: number) =>
      DOMRect.fromRect({ x: left, y: top, width: size, height: size });
    render(
      <>
        <button type="button">Show password</button>
        <Mascot />
      </>,
    );
    const circle = screen.getByTestId('mascot');
    const control = screen.getByRole('button', { name: 'Show password' });
    vi.spyOn(circle, 'getBoundingClientRect').mockReturnValue(box(300, 760, 64));
    vi.spyOn(control, 'getBoundingClientRect').mockReturnValue(box(320, 780, 44));

    act(() => control.focus());
    await waitFor(() => expect(circle).toHaveClass('invisible'));
    act(() => control.blur());
    await waitFor(() => expect(circle).not.toHaveClass('invisible'));
  });

  it('loads the animation from the configured file after the first paint and loops it', async () => {
    await renderLoaded();
    expect(fetch).toHaveBeenCalledWith('/assets/mascot.json');
    expect(loadAnimation).toHaveBeenCalledWith(expect.objectContaining({ loop: true, autoplay: false }));
    expect(player.play).toHaveBeenCalled();
  });

  it('pauses when it is off-screen and plays again when it comes back', async () => {
    await renderLoaded();
    player.play.mockClear();
    act(() => reportIntersection(false));
    expect(player.pause).toHaveBeenCalledTimes(1);
    expect(player.play).not.toHaveBeenCalled();
    act(() => reportIntersection(true));
    expect(player.play).toHaveBeenCalledTimes(1);
  });

  it('rests while the tab is hidden', async () => {
    await renderLoaded();
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(player.pause).toHaveBeenCalled();
    visibility.mockRestore();
  });

  it('stands still on its first frame when the visitor prefers reduced motion', async () => {
    stubMotion(true);
    await renderLoaded();
    expect(player.goToAndStop).toHaveBeenCalledWith(0, true);
    expect(player.play).not.toHaveBeenCalled();
  });

  it('disappears quietly when the animation file cannot be fetched', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('gone', { status: 404 })),
    );
    vi.useFakeTimers({ shouldAdvanceTime: true });
    render(<Mascot />);
    await act(() => vi.advanceTimersByTimeAsync(300));
    await waitFor(() => expect(screen.queryByTestId('mascot')).not.toBeInTheDocument());
  });
});
