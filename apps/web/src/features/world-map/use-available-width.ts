import { useLayoutEffect, useState, type RefObject } from 'react';

/** Used until the element can be measured (and in jsdom, which lays nothing out). */
const UNMEASURED_PX = 720;

/** The inner width of an element, followed as it changes (the dialog turns with the phone). */
export function useAvailableWidth(element: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(UNMEASURED_PX);
  useLayoutEffect(() => {
    const node = element.current;
    if (!node) return;
    const measure = () => {
      if (node.clientWidth > 0) setWidth(node.clientWidth);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    return () => observer.disconnect();
  }, [element]);
  return width;
}
