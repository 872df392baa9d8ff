import { type RefObject, useEffect, useState } from 'react';

const overlaps = (a: DOMRect, b: DOMRect): boolean =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** The focused control and every form: what the mascot must never sit over. */
function guarded(): Element[] {
  const focused = document.activeElement;
  const forms = Array.from(document.forms);
  return focused && focused !== document.body ? [focused, ...forms] : forms;
}

/**
 * Answers whether the fixed circle in `box` would sit over the focused control or a form
 * right now, checked again on every scroll, resize, focus move and change of the page's
 * height. The circle then steps aside, so nothing a visitor works on is ever under it.
 */
export function useStayClear(box: RefObject<HTMLElement | null>): boolean {
  const [inTheWay, setInTheWay] = useState(false);

  useEffect(() => {
    let frame = 0;
    const check = () => {
      frame = 0;
      const circle = box.current?.getBoundingClientRect();
      if (!circle) return;
      setInTheWay(guarded().some((element) => overlaps(circle, element.getBoundingClientRect())));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    const events = ['scroll', 'resize', 'focusin', 'focusout'] as const;
    for (const name of events) window.addEventListener(name, schedule, { passive: true });
    const pageHeight = new ResizeObserver(schedule);
    pageHeight.observe(document.body);
    schedule();
    return () => {
      for (const name of events) window.removeEventListener(name, schedule);
      pageHeight.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [box]);

  return inTheWay;
}
