/** Runs `task` once the page has loaded and the browser is idle: after the first paint. Answers a cancel. */
export function whenIdleAfterLoad(task: () => void): () => void {
  let idleHandle: number | undefined;
  const schedule = () => {
    idleHandle =
      typeof window.requestIdleCallback === 'function'
        ? window.requestIdleCallback(task, { timeout: 3000 })
        : window.setTimeout(task, 200);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    if (idleHandle === undefined) return;
    if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idleHandle);
    else window.clearTimeout(idleHandle);
  };
}
