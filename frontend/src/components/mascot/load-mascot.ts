import { env } from '@/config/env';
import { PlaybackGate } from './playback-gate';

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

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

  // The player's code has just been compiled and run: let the page have the main
  // thread for a moment before the animation is built, rather than in one long task.
  await nextTask();
  const animation = lottie.loadAnimation({
    container,
    renderer: 'svg',
    loop: true,
    autoplay: false,
    animationData,
    rendererSettings: { preserveAspectRatio: 'xMidYMid slice' },
  });
  // Draw at the file's own frame rate rather than on every display refresh: half
  // the work on a 60 Hz screen for a decoration nobody studies frame by frame.
  animation.setSubframe(false);
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
