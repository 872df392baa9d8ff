import { env } from '@/config/env';
import { PlaybackGate } from './playback-gate';

/**
 * Fetches the animation and the light Lottie player (its own chunk, so it never
 * delays the first paint), draws the mascot into `container` and wires the
 * playback gate to the viewport, the tab's visibility and the motion setting.
 * Answers the function that undoes all of it.
 */
export async function loadMascot(container: HTMLElement): Promise<() => void> {
  const [{ default: lottie }, animationData] = await Promise.all([
    import('lottie-web/build/player/lottie_light'),
    fetch(env.MASCOT_URL).then((response) => {
      if (!response.ok) throw new Error(`mascot animation: HTTP ${response.status}`);
      return response.json() as Promise<unknown>;
    }),
  ]);

  const animation = lottie.loadAnimation({
    container,
    renderer: 'svg',
    loop: true,
    autoplay: false,
    animationData,
    rendererSettings: { preserveAspectRatio: 'xMidYMid slice' },
  });
  const gate = new PlaybackGate(animation);
  const motion = window.matchMedia('(prefers-reduced-motion: reduce)');
  const onMotion = () => gate.update({ reducedMotion: motion.matches });
  const onVisibility = () => gate.update({ pageVisible: document.visibilityState === 'visible' });
  const observer = new IntersectionObserver((entries) => {
    const entry = entries[entries.length - 1];
    if (entry) gate.update({ onScreen: entry.isIntersecting });
  });

  gate.update({ reducedMotion: motion.matches, pageVisible: document.visibilityState === 'visible' });
  observer.observe(container);
  motion.addEventListener('change', onMotion);
  document.addEventListener('visibilitychange', onVisibility);

  return () => {
    observer.disconnect();
    motion.removeEventListener('change', onMotion);
    document.removeEventListener('visibilitychange', onVisibility);
    animation.destroy();
  };
}
