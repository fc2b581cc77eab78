import '@mantine/core/styles/Table.css';
import { Table } from '@mantine/core';
import { useEffect, useState, type ReactNode } from 'react';
import classes from './scroll-table.module.css';

/** Whether the element's content is wider than its box, kept up to date as either changes size. */
function useScrollsSideways(element: HTMLElement | null): boolean {
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    if (!element) return;
    const observer = new ResizeObserver(() => setScrolls(element.scrollWidth > element.clientWidth));
    observer.observe(element);
    // The content too: rows arriving or a column growing change what there is to scroll.
    for (const child of element.children) observer.observe(child);
    return () => observer.disconnect();
  }, [element]);
  return scrolls;
}

/**
 * A table at least `minWidth` px wide, in a box that scrolls sideways where the screen is narrower (a phone), so the
 * page never does. While it scrolls, the box is a tab stop named `label`: keyboard users scroll it with the arrow
 * keys even when no link or button inside takes the focus (axe: scrollable-region-focusable). A table that fits
 * adds no tab stop.
 */
export function ScrollTable({ label, minWidth, children }: { label: string; minWidth: number; children: ReactNode }) {
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  const scrolls = useScrollsSideways(viewport);
  const region = scrolls ? { tabIndex: 0, role: 'region', 'aria-label': label } : {};
  return (
    <Table.ScrollContainer minWidth={minWidth} scrollAreaProps={{ viewportRef: setViewport, viewportProps: region, classNames: { root: classes.area, viewport: classes.viewport } }}>
      {children}
    </Table.ScrollContainer>
  );
}
