// A ref that always holds the latest value. Machines are provided once per mount (a new
// machine on every render would restart them), so their actions read the current callbacks,
// translations and snackbar through this ref instead of capturing the first render's.
import { useLayoutEffect, useRef } from 'react';

export function useLatest<T>(value: T): { readonly current: T } {
  const ref = useRef(value);
  useLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}
