import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { CircleAlert, CircleCheck, X } from "./icons";
import { TOAST_DURATION_MS } from "../content/behaviour";

export interface ToastMessage {
  readonly title: string;
  readonly description?: string;
  readonly tone?: "success" | "error";
  /**
   * Shown but not announced: for a toast whose news the page already gives a screen reader another
   * way (focus moved to a lasting confirmation, an alert beside the button), so it is heard once.
   */
  readonly silent?: boolean;
}

interface ShownToast extends ToastMessage {
  readonly id: number;
}

type ShowToast = (toast: ToastMessage) => void;

const ToastContext = createContext<ShowToast>(() => {});

/** Shows a toast for a few seconds; the region is a live region so screen readers announce it. */
export function useToast(): ShowToast {
  return useContext(ToastContext);
}

export function ToastProvider({
  children,
  durationMs = TOAST_DURATION_MS,
}: {
  readonly children: ReactNode;
  readonly durationMs?: number;
}) {
  const [toasts, setToasts] = useState<readonly ShownToast[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => setToasts((shown) => shown.filter((toast) => toast.id !== id)), []);
  const show = useCallback<ShowToast>((toast) => {
    const id = nextId.current++;
    // The newest three stay; older ones give way so the corner never fills up.
    setToasts((shown) => [...shown.slice(-2), { ...toast, id }]);
  }, []);

  const value = useMemo(() => show, [show]);
  return (
    <ToastContext.Provider value={value}>
      {children}
      <div className="toast-region" role="status" aria-live="polite" aria-atomic="false">
        {toasts.map((toast) => (
          <Toast key={toast.id} toast={toast} durationMs={durationMs} onDismiss={dismiss} />
        ))}
      </div>
    </ToastContext.Provider>
  );
}

function Toast({
  toast,
  durationMs,
  onDismiss,
}: {
  readonly toast: ShownToast;
  readonly durationMs: number;
  readonly onDismiss: (id: number) => void;
}) {
  useEffect(() => {
    const timer = window.setTimeout(() => onDismiss(toast.id), durationMs);
    return () => window.clearTimeout(timer);
  }, [toast.id, durationMs, onDismiss]);

  const Icon = toast.tone === "error" ? CircleAlert : CircleCheck;
  return (
    <div className={`toast toast--${toast.tone ?? "success"}`} aria-hidden={toast.silent ? true : undefined}>
      <Icon aria-hidden="true" size={20} className="toast__icon" />
      <div className="toast__body">
        <p className="toast__title">{toast.title}</p>
        {toast.description ? <p className="toast__description">{toast.description}</p> : null}
      </div>
      {/* A silent toast is hidden from assistive technology whole, so its button leaves the tab order too
          (it goes by itself; a pointer can still dismiss it). */}
      <button
        type="button"
        className="toast__close"
        onClick={() => onDismiss(toast.id)}
        tabIndex={toast.silent ? -1 : undefined}
      >
        <X aria-hidden="true" size={16} />
        <span className="visually-hidden">Dismiss notification</span>
      </button>
    </div>
  );
}
