import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import { Snackbar, type SnackbarAction, type SnackbarVariant } from './Snackbar.tsx';
import { Region } from './Snackbar.styles.ts';
import { specValues } from '../specValues.ts';

/** How long a snackbar stays (spec section 9). */
export const SNACKBAR_DURATION = specValues.snackbarMs;

export interface SnackbarOptions {
  variant?: SnackbarVariant;
  action?: SnackbarAction;
}

export interface SnackbarApi {
  /** Shows a message; returns its id for `dismiss`. */
  show: (message: string, options?: SnackbarOptions) => number;
  dismiss: (id: number) => void;
}

interface QueuedSnackbar extends SnackbarOptions {
  id: number;
  message: string;
}

const SnackbarContext = createContext<SnackbarApi | null>(null);

/** `show` and `dismiss` of the nearest SnackbarProvider. */
export function useSnackbar(): SnackbarApi {
  const api = useContext(SnackbarContext);
  if (!api) throw new Error('useSnackbar needs a SnackbarProvider above it');
  return api;
}

interface TimedSnackbarProps {
  item: QueuedSnackbar;
  duration: number;
  dismissLabel: string;
  onDismiss: (id: number) => void;
}

/** Removes itself after `duration`; the timer pauses while hovered or focused (WCAG 2.2.1). */
function TimedSnackbar({ item, duration, dismissLabel, onDismiss }: TimedSnackbarProps) {
  const [isPaused, setPaused] = useState(false);
  useEffect(() => {
    if (isPaused) return;
    const timer = setTimeout(() => onDismiss(item.id), duration);
    return () => clearTimeout(timer);
  }, [isPaused, duration, item.id, onDismiss]);
  return (
    <div
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <Snackbar
        message={item.message}
        variant={item.variant ?? 'primary'}
        {...(item.action ? { action: item.action } : {})}
        onDismiss={() => onDismiss(item.id)}
        dismissLabel={dismissLabel}
      />
    </div>
  );
}

export interface SnackbarProviderProps {
  children?: ReactNode;
  /** ms before a snackbar goes away: 3000 by default. */
  duration?: number;
  /** Accessible name of the region holding the snackbars. */
  regionLabel?: string;
  dismissLabel?: string;
}

/**
 * Holds the app's snackbars at the bottom of the screen. Anything below it calls
 * `useSnackbar().show('Value copied to clipboard')`.
 */
export function SnackbarProvider({
  children,
  duration = SNACKBAR_DURATION,
  regionLabel = 'Notifications',
  dismissLabel = 'Dismiss',
}: SnackbarProviderProps) {
  const [items, setItems] = useState<QueuedSnackbar[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => {
    setItems((current) => current.filter((item) => item.id !== id));
  }, []);

  const show = useCallback((message: string, options: SnackbarOptions = {}) => {
    const id = nextId.current++;
    setItems((current) => [...current, { id, message, ...options }]);
    return id;
  }, []);

  const api = useMemo(() => ({ show, dismiss }), [show, dismiss]);

  return (
    <SnackbarContext.Provider value={api}>
      {children}
      {items.length > 0 &&
        createPortal(
          <Region aria-label={regionLabel}>
            {items.map((item) => (
              <TimedSnackbar
                key={item.id}
                item={item}
                duration={duration}
                dismissLabel={dismissLabel}
                onDismiss={dismiss}
              />
            ))}
          </Region>,
          document.body,
        )}
    </SnackbarContext.Provider>
  );
}
