// Lets a page name a route parameter in the breadcrumb once it has loaded the data: the help page
// shows "Getting started" rather than the topic's id "getting-started".
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';

interface BreadcrumbLabelsValue {
  labels: ReadonlyMap<string, string>;
  setLabel: (value: string, label: string | null) => void;
}

const BreadcrumbLabelsContext = createContext<BreadcrumbLabelsValue>({
  labels: new Map(),
  setLabel: () => undefined,
});

export function BreadcrumbLabelsProvider({ children }: { children: ReactNode }) {
  const [labels, setLabels] = useState<ReadonlyMap<string, string>>(new Map());
  const setLabel = useCallback((value: string, label: string | null) => {
    setLabels((current) => {
      if ((current.get(value) ?? null) === label) return current;
      const next = new Map(current);
      if (label === null) next.delete(value);
      else next.set(value, label);
      return next;
    });
  }, []);
  const context = useMemo(() => ({ labels, setLabel }), [labels, setLabel]);
  return (
    <BreadcrumbLabelsContext.Provider value={context}>{children}</BreadcrumbLabelsContext.Provider>
  );
}

export function useBreadcrumbLabels(): ReadonlyMap<string, string> {
  return useContext(BreadcrumbLabelsContext).labels;
}

/** Shows `label` wherever the breadcrumb would show the parameter value `value`. */
export function useBreadcrumbLabel(value: string | undefined, label: string | undefined) {
  const { setLabel } = useContext(BreadcrumbLabelsContext);
  useEffect(() => {
    if (!value || !label) return;
    setLabel(value, label);
    return () => setLabel(value, null);
  }, [value, label, setLabel]);
}
