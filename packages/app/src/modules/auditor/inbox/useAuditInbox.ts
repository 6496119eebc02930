// The workspace's audit inbox (member/emailaudit/all): its address and its reports. Loaded
// once, then asked again every 5 s while the page is visible (document.visibilityState) and the
// list is shown, and at once when the page becomes visible again, so a test message's report
// arrives without a reload. A check that brings nothing new changes nothing on screen. Any
// failure, the first load's or a later check's, is the spec's "Failed to load" with an empty
// list (section 8): checking stops until the user reloads.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { EmailAuditInbox } from '@console/contract';
import { useApi } from '../../../api/ApiContext.tsx';

/** How often a shown inbox asks for new reports. */
export const inboxPollMs = 5_000;

export type InboxState =
  | { status: 'loading'; inbox: undefined }
  | { status: 'success'; inbox: EmailAuditInbox }
  | { status: 'error'; inbox: undefined; error: Error };

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

export function useAuditInbox(workspace: string, pollMs = inboxPollMs) {
  const api = useApi();
  const [state, setState] = useState<InboxState>({ status: 'loading', inbox: undefined });
  /** the reports that came in through a check since the list was loaded, newest first */
  const [arrived, setArrived] = useState<string[]>([]);
  const [generation, setGeneration] = useState(0);
  const known = useRef<Set<string>>(new Set());

  useEffect(() => {
    let current = true;
    setState({ status: 'loading', inbox: undefined });
    setArrived([]);
    api.member.emailaudit.all({ workspace }).then(
      (inbox) => {
        if (!current) return;
        known.current = new Set(inbox.reports.map((report) => report.id));
        setState({ status: 'success', inbox });
      },
      (error: unknown) => {
        if (current) setState({ status: 'error', inbox: undefined, error: asError(error) });
      },
    );
    return () => {
      current = false;
    };
  }, [api, workspace, generation]);

  const isShown = state.status === 'success';
  useEffect(() => {
    if (!isShown) return;
    let current = true;
    let isAsking = false;
    const check = () => {
      if (document.visibilityState !== 'visible' || isAsking) return;
      isAsking = true;
      api.member.emailaudit
        .all({ workspace })
        .then(
          (inbox) => {
            if (!current) return;
            const fresh = inbox.reports.filter((report) => !known.current.has(report.id));
            for (const report of fresh) known.current.add(report.id);
            if (fresh.length > 0)
              setArrived((before) => [...fresh.map((report) => report.id), ...before]);
            setState((before) =>
              before.status === 'success' && JSON.stringify(before.inbox) === JSON.stringify(inbox)
                ? before
                : { status: 'success', inbox },
            );
          },
          (error: unknown) => {
            if (current) setState({ status: 'error', inbox: undefined, error: asError(error) });
          },
        )
        .finally(() => {
          isAsking = false;
        });
    };
    const timer = window.setInterval(check, pollMs);
    const onVisibility = () => {
      if (document.visibilityState === 'visible') check();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      current = false;
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [api, workspace, isShown, pollMs]);

  const reload = useCallback(() => setGeneration((value) => value + 1), []);
  /** The address an editor just asked for replaces the old one. */
  const setAddress = useCallback(
    (address: string) =>
      setState((before) =>
        before.status === 'success'
          ? { status: 'success', inbox: { ...before.inbox, address } }
          : before,
      ),
    [],
  );
  return { ...state, arrived, reload, setAddress };
}
