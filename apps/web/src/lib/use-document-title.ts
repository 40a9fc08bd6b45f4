import { useEffect } from 'react';

/** Names the browser tab after the screen, so screen-reader users hear where they are. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} · Authentic Internet` : 'Authentic Internet';
  }, [title]);
}
