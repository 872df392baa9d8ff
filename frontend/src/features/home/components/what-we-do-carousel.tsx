import { useEffect, useRef, useState, type FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useReducedMotion } from '../hooks/use-reduced-motion';

export type MarqueeSpeed = 'slow' | 'normal' | 'fast';

/** One full cycle of the rolling row, per speed: 40 s, 20 s, 10 s. */
export const MARQUEE_DURATION_MS = {
  slow: 40_000,
  normal: 20_000,
  fast: 10_000,
} as const satisfies Record<MarqueeSpeed, number>;

// The track holds the list twice: sliding by half its width lands exactly on the copy, so the loop has no seam.
const KEYFRAMES: Keyframe[] = [{ transform: 'translateX(0)' }, { transform: 'translateX(-50%)' }];

const supportsAnimation = (): boolean =>
  typeof Element !== 'undefined' && typeof Element.prototype.animate === 'function';

/** One scene of the strip, in the language shown. */
export interface CarouselPicture {
  image: string;
  alt: string;
  caption: string;
}

interface WhatWeDoCarouselProps {
  items: readonly CarouselPicture[];
  speed?: MarqueeSpeed;
  /** Accessible name of the picture strip. */
  label: string;
}

/**
 * The rolling "What We Do" strip. Moves with the Web Animations API (no CSS
 * keyframes needed), pauses on hover, on keyboard focus and by its own button
 * (WCAG 2.2.2), and stands still as a scrollable row for reduced motion.
 */
export function WhatWeDoCarousel({ items, speed = 'normal', label }: WhatWeDoCarouselProps) {
  const { t } = useTranslation('home');
  const reducedMotion = useReducedMotion();
  const moving = !reducedMotion && supportsAnimation();
  const trackRef = useRef<HTMLDivElement>(null);
  const animationRef = useRef<Animation | null>(null);
  const [stopped, setStopped] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const paused = stopped || hovered || focused;

  useEffect(() => {
    const track = trackRef.current;
    if (!moving || !track) return;
    const animation = track.animate(KEYFRAMES, {
      duration: MARQUEE_DURATION_MS[speed],
      iterations: Infinity,
    });
    animationRef.current = animation;
    return () => {
      animation.cancel();
      animationRef.current = null;
    };
  }, [moving, speed]);

  // Runs after the effect above, also when it has just made a new animation.
  useEffect(() => {
    const animation = animationRef.current;
    if (!animation) return;
    if (paused) animation.pause();
    else animation.play();
  }, [paused, moving, speed]);

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    <div>
      {moving && (
        <div className="mb-3 flex justify-end">
          <button
            type="button"
            onClick={() => setStopped((value) => !value)}
            className="inline-flex items-center gap-2 rounded-full border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-ink hover:border-primary hover:text-primary"
          >
            <PlayPauseIcon playing={!stopped} />
            {stopped ? t('whatWeDo.play') : t('whatWeDo.pause')}
          </button>
        </div>
      )}
      {/* Focusable so keyboard users can pause it (and scroll it when it stands still). */}
      <div
        role="region"
        aria-label={label}
        tabIndex={0}
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        onFocus={() => setFocused(true)}
        onBlur={onBlur}
        className={
          moving
            ? 'overflow-hidden rounded-2xl [mask-image:linear-gradient(to_right,transparent,black_4%,black_96%,transparent)]'
            : 'overflow-x-auto rounded-2xl pb-3'
        }
      >
        {moving ? (
          <div ref={trackRef} className="flex w-max">
            <ItemList items={items} />
            <ItemList items={items} duplicate />
          </div>
        ) : (
          <ItemList items={items} />
        )}
      </div>
    </div>
  );
}

function ItemList({ items, duplicate = false }: { items: readonly CarouselPicture[]; duplicate?: boolean }) {
  return (
    // The copy only fills the loop: hidden from screen readers and out of the tab order (inert).
    <ul className="flex shrink-0 gap-4 pr-4" aria-hidden={duplicate || undefined} inert={duplicate}>
      {items.map((item) => (
        <li key={item.image} className="w-64 shrink-0 sm:w-72">
          <figure className="overflow-hidden rounded-2xl border border-slate-200 bg-white">
            <img
              src={item.image}
              alt={duplicate ? '' : item.alt}
              width={400}
              height={300}
              loading="lazy"
              decoding="async"
              className="aspect-[4/3] h-auto w-full bg-primary-soft object-cover"
            />
            <figcaption className="px-4 py-3 text-base font-semibold text-ink">{item.caption}</figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}

function PlayPauseIcon({ playing }: { playing: boolean }) {
  return (
    <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true" fill="currentColor">
      {playing ? (
        <path d="M5 3h3.5v14H5zM11.5 3H15v14h-3.5z" />
      ) : (
        <path d="M6 3.5v13a.5.5 0 0 0 .77.42l10-6.5a.5.5 0 0 0 0-.84l-10-6.5A.5.5 0 0 0 6 3.5z" />
      )}
    </svg>
  );
}
