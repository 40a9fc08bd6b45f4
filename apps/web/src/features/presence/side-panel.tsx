import type { ReactNode } from 'react';
import { PRESENCE_TEXTS } from './presence-texts';

/**
 * A presence panel beside the map ('Who is here', Friends): a titled region with a close button,
 * closed by Escape. Not a modal: the game goes on behind it.
 */
export function SidePanel({
  id,
  title,
  className,
  onClose,
  children,
}: {
  id?: string | undefined;
  title: string;
  className: string;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      className={`panel presence-panel ${className}`}
      aria-label={title}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.stopPropagation();
        onClose();
      }}
    >
      <div className="presence-panel-header">
        <h2>{title}</h2>
        <button type="button" className="modal-close" aria-label={PRESENCE_TEXTS.close} onClick={onClose}>
          ×
        </button>
      </div>
      {children}
    </section>
  );
}
