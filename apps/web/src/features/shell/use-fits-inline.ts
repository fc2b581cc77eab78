import { useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';

/**
 * Whether the `start` and `end` elements fit side by side on one line inside `container`. Both must keep their
 * one-line width whatever the layout (nowrap, max-content): the top bar measures an invisible copy of the club
 * name and its folded links still laid out. Starts false, so a phone never paints the wide layout first.
 *
 * Everything is read in a ResizeObserver callback, which the browser runs after its layout: reading sizes there
 * costs nothing, where reading them as React commits (a layout effect) forced a layout of the whole page at
 * start. A change of names, links or width resizes one of the three and measures again.
 */
export function useFitsInline<C extends HTMLElement, S extends HTMLElement, E extends HTMLElement>() {
  const container = useRef<C>(null);
  const start = useRef<S>(null);
  const end = useRef<E>(null);
  const [fits, setFits] = useState(false);

  // Observing only registers (no read): from a layout effect, the first answer comes before the first paint.
  useLayoutEffect(() => {
    const box = container.current;
    if (!box || !start.current || !end.current) return;
    const observer = new ResizeObserver(() => {
      if (!start.current || !end.current) return;
      const style = getComputedStyle(box);
      const room = box.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      const gap = parseFloat(style.columnGap) || 0;
      const next = start.current.offsetWidth + gap + end.current.offsetWidth <= room;
      // Before the browser paints this frame, so the other layout never flashes.
      flushSync(() => setFits(next));
    });
    for (const element of [box, start.current, end.current]) observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return { container, start, end, fits };
}
