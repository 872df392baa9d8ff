import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WHAT_WE_DO } from '@/content/home';
import { i18n } from '@/i18n';
import { MARQUEE_DURATION_MS, WhatWeDoCarousel, type MarqueeSpeed } from './what-we-do-carousel';

// jsdom has neither the Web Animations API nor matchMedia: both are stubbed per test.
const fakeAnimation = () => ({ pause: vi.fn(), play: vi.fn(), cancel: vi.fn() });
let animation: ReturnType<typeof fakeAnimation>;
let animate: ReturnType<typeof vi.fn>;

/** A fake media query for prefers-reduced-motion whose answer the test can flip. */
function stubReducedMotion(reduce: boolean) {
  const listeners = new Set<() => void>();
  const media = { matches: reduce };
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      get matches() {
        return media.matches && query.includes('prefers-reduced-motion');
      },
      media: query,
      addEventListener: (_: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
    })),
  );
  return (next: boolean) => {
    media.matches = next;
    listeners.forEach((listener) => listener());
  };
}

// The six scenes as the home page hands them over, in English.
const PICTURES = WHAT_WE_DO.map(({ id, image }) => ({
  image,
  alt: i18n.t(`home:whatWeDo.items.${id}.alt`),
  caption: i18n.t(`home:whatWeDo.items.${id}.caption`),
}));

const renderCarousel = (speed?: MarqueeSpeed) =>
  render(<WhatWeDoCarousel items={PICTURES} speed={speed} label="What We Do pictures" />);

const region = () => screen.getByRole('region', { name: 'What We Do pictures' });
const lastCall = <T,>(fn: { mock: { calls: T[][] } }) => fn.mock.calls.at(-1);

beforeEach(() => {
  animation = fakeAnimation();
  animate = vi.fn(() => animation);
  Element.prototype.animate = animate as unknown as Element['animate'];
  stubReducedMotion(false);
});

afterEach(() => {
  delete (Element.prototype as { animate?: unknown }).animate;
  vi.unstubAllGlobals();
});

describe('WhatWeDoCarousel', () => {
  it('maps the speeds to full cycles of 40, 20 and 10 seconds', () => {
    expect(MARQUEE_DURATION_MS).toEqual({ slow: 40_000, normal: 20_000, fast: 10_000 });
  });

  it.each(['fast', 'normal', 'slow'] as const)('rolls endlessly at the %s speed', (speed) => {
    renderCarousel(speed);
    expect(animate).toHaveBeenCalledTimes(1);
    const [keyframes, options] = lastCall(animate)!;
    expect(options).toEqual({ duration: MARQUEE_DURATION_MS[speed], iterations: Infinity });
    expect(keyframes).toEqual([{ transform: 'translateX(0)' }, { transform: 'translateX(-50%)' }]);
  });

  it('uses 10 s per cycle for fast', () => {
    renderCarousel('fast');
    expect(lastCall(animate)![1]).toMatchObject({ duration: 10000 });
  });

  it('pauses while the pointer is over it and resumes when it leaves', () => {
    renderCarousel('fast');
    animation.play.mockClear();
    fireEvent.mouseEnter(region());
    expect(animation.pause).toHaveBeenCalledTimes(1);
    fireEvent.mouseLeave(region());
    expect(animation.play).toHaveBeenCalledTimes(1);
  });

  it('pauses while keyboard focus is inside and resumes when focus leaves', async () => {
    const user = userEvent.setup();
    renderCarousel('fast');
    animation.play.mockClear();

    await user.tab(); // the Pause button
    await user.tab(); // the picture strip
    expect(region()).toHaveFocus();
    expect(animation.pause).toHaveBeenCalledTimes(1);

    await user.tab(); // out of the carousel
    expect(region()).not.toHaveFocus();
    expect(animation.play).toHaveBeenCalledTimes(1);
  });

  it('has a button that pauses and plays the pictures', async () => {
    const user = userEvent.setup();
    renderCarousel('fast');
    animation.play.mockClear();

    await user.click(screen.getByRole('button', { name: 'Pause pictures' }));
    expect(animation.pause).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: 'Play pictures' }));
    expect(animation.play).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Pause pictures' })).toBeInTheDocument();
  });

  it('hides the looping copy from assistive technology and the tab order', () => {
    renderCarousel('fast');
    const lists = region().querySelectorAll('ul');
    expect(lists).toHaveLength(2);
    expect(lists[1]).toHaveAttribute('aria-hidden', 'true');
    expect(lists[1]).toHaveAttribute('inert');
    expect(lists[0]).not.toHaveAttribute('aria-hidden');

    // Only one copy is exposed: six named pictures, each with its caption.
    const images = within(region()).getAllByRole('img');
    expect(images.map((img) => img.getAttribute('alt'))).toEqual(PICTURES.map((item) => item.alt));
    expect(within(region()).getAllByRole('listitem')).toHaveLength(6);
  });

  it('stands still for visitors who ask for reduced motion', () => {
    stubReducedMotion(true);
    renderCarousel('fast');

    expect(animate).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: /pictures/ })).not.toBeInTheDocument();
    expect(region().querySelectorAll('ul')).toHaveLength(1);
    const images = within(region()).getAllByRole('img');
    expect(images).toHaveLength(6);
    PICTURES.forEach((item) => expect(screen.getByRole('img', { name: item.alt })).toBeInTheDocument());
  });

  it('stops at once when the visitor turns on reduced motion while on the page', () => {
    const setReducedMotion = stubReducedMotion(false);
    renderCarousel('fast');
    expect(animate).toHaveBeenCalledTimes(1);

    act(() => setReducedMotion(true));
    expect(animation.cancel).toHaveBeenCalled();
    expect(region().querySelectorAll('ul')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /pictures/ })).not.toBeInTheDocument();
  });
});
