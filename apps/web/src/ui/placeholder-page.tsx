import type { ReactNode } from 'react';
import { useDocumentTitle } from '../lib/use-document-title';

/** A screen whose full content a later issue builds; the route, title and navigation are real. */
export function PlaceholderPage({ title, children }: { title: string; children?: ReactNode }) {
  useDocumentTitle(title);
  return (
    <section className="panel page-panel" aria-labelledby="page-title">
      <h1 id="page-title">{title}</h1>
      {children}
    </section>
  );
}
