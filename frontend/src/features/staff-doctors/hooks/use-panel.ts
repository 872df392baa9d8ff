import { useRef, useState } from 'react';

/**
 * The one panel open above a list (a form, an editor), and focus handed back to the
 * button that opened it when it closes.
 */
export function usePanel<P>() {
  const [panel, setPanel] = useState<P | null>(null);
  const opener = useRef<HTMLElement | null>(null);

  const open = (next: P) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setPanel(next);
  };
  const close = () => {
    // The opener lives outside the panel, so it can take focus before the panel goes.
    opener.current?.focus();
    opener.current = null;
    setPanel(null);
  };
  return { panel, open, close };
}
