import { TOAST_DEFAULTS, TOAST_MESSAGES, type ToastType } from '@authentic/core';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useEffectEvent,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';

export type { ToastType };

export interface ToastProps {
  message: string;
  type?: ToastType;
  /** Milliseconds from showing to closing. */
  duration?: number;
  onClose?: () => void;
}

type Phase = 'shown' | 'leaving' | 'closed';

/**
 * A short notification (spec 02): slides out 500 ms before `duration` ends, then renders nothing
 * and calls `onClose`.
 */
export function Toast({
  message,
  type = TOAST_DEFAULTS.type,
  duration = TOAST_DEFAULTS.durationMs,
  onClose,
}: ToastProps) {
  const [phase, setPhase] = useState<Phase>('shown');

  // An effect event, so a parent passing a new onClose each render does not restart the timers.
  const closeOnTimeout = useEffectEvent(() => {
    if (phase === 'closed') return;
    setPhase('closed');
    onClose?.();
  });

  useEffect(() => {
    const leaving = setTimeout(() => setPhase('leaving'), Math.max(0, duration - TOAST_DEFAULTS.leaveBeforeEndMs));
    const closing = setTimeout(() => closeOnTimeout(), duration);
    return () => {
      clearTimeout(leaving);
      clearTimeout(closing);
    };
  }, [duration]);

  if (phase === 'closed') return null;

  const dismiss = () => {
    setPhase('closed');
    onClose?.();
  };

  // A warning interrupts; success and info wait for the screen reader to be idle.
  const urgent = type === 'warning';
  return (
    <div
      className={`toast toast-${type}`}
      data-type={type}
      data-state={phase}
      role={urgent ? 'alert' : 'status'}
      aria-live={urgent ? 'assertive' : 'polite'}
      aria-atomic="true"
    >
      <p className="toast-message">{message}</p>
      <button type="button" className="toast-dismiss" aria-label={TOAST_MESSAGES.dismiss} onClick={dismiss}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}

export interface ShowToastOptions {
  type?: ToastType;
  duration?: number;
  onClose?: () => void;
}

export interface ToastApi {
  showToast: (message: string, options?: ShowToastOptions) => void;
}

interface ToastItem extends ShowToastOptions {
  id: number;
  message: string;
}

const ToastContext = createContext<ToastApi | null>(null);

/** Holds the shown toasts and renders them in one fixed region, newest last. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<readonly ToastItem[]>([]);
  const nextId = useRef(0);

  const showToast = useCallback((message: string, options: ShowToastOptions = {}) => {
    nextId.current += 1;
    const item: ToastItem = { ...options, id: nextId.current, message };
    setToasts((current) => [...current, item]);
  }, []);

  const remove = useCallback((item: ToastItem) => {
    setToasts((current) => current.filter((toast) => toast.id !== item.id));
    item.onClose?.();
  }, []);

  const api = useMemo<ToastApi>(() => ({ showToast }), [showToast]);

  return (
    <ToastContext value={api}>
      {children}
      {/* Always rendered: screen readers announce toasts reliably only inside a region that
          already exists when they appear. */}
      <div className="toast-region" role="region" aria-label={TOAST_MESSAGES.regionLabel}>
        {toasts.map((item) => (
          <Toast
            key={item.id}
            message={item.message}
            type={item.type}
            duration={item.duration}
            onClose={() => remove(item)}
          />
        ))}
      </div>
    </ToastContext>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
}
