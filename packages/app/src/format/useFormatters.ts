// The signed-in user's formatters, rebuilt only when a format setting changes.
import { useMemo } from 'react';
import { useSession } from '../session/SessionContext.tsx';
import { createFormatters, type Formatters } from './formatters.ts';

export function useFormatters(): Formatters {
  const { language, timezone, format, clock } = useSession().user;
  return useMemo(
    () => createFormatters({ language, timezone, format, clock }),
    [language, timezone, format, clock],
  );
}
