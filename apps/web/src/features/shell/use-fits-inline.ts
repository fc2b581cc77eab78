import { useLayoutEffect, useRef, useState, type DependencyList } from 'react';

/** Width of `element` laid out on one line, measured on an invisible copy (the element itself may be wrapped or hidden). */
function oneLineWidth(element: HTMLElement): number {
  const copy = element.cloneNode(true) as HTMLElement;
  // Only layout properties change: Mantine keeps its sizes and gaps in inline custom properties, which stay.
  Object.assign(copy.style, { position: 'absolute', visibility: 'hidden', whiteSpace: 'nowrap', width: 'max-content' });
  if (copy.style.display === 'none') copy.style.display = '';
  copy.setAttribute('aria-hidden', 'true');
  element.parentElement!.append(copy);
  const width = copy.getBoundingClientRect().width;
  copy.remove();
  return width;
}

/**
 * Whether the `start` and `end` elements fit side by side on one line inside `container`; re-measured when the
 * container or the end element resizes and when `deps` change (other labels, a longer name). Starts false, so a phone never
 * paints the wide layout first.
 */
export function useFitsInline<C extends HTMLElement, S extends HTMLElement, E extends HTMLElement>(deps: DependencyList) {
  const container = useRef<C>(null);
  const start = useRef<S>(null);
  const end = useRef<E>(null);
  const [fits, setFits] = useState(false);

  useLayoutEffect(() => {
    const box = container.current;
    if (!box) return;
    const measure = () => {
      if (!start.current || !end.current) return;
      const style = getComputedStyle(box);
      const room = box.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      const gap = parseFloat(style.columnGap) || 0;
      setFits(oneLineWidth(start.current) + gap + oneLineWidth(end.current) <= room);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    // The links change size on their own too (the account menu replacing its stand-in once loaded).
    if (end.current) observer.observe(end.current);
    return () => observer.disconnect();
  }, deps);

  return { container, start, end, fits };
}
