// The heartbeat banner (spec section 4) through heartbeatMachine: public/system/heartbeat at start
// and every 5 minutes (the system messages are reloaded with it), the banner in the user's
// language and coloured by severity, "Reload to update" when a newer release is out. Closing,
// and reloading to update, are recorded with users/set {last_message, version}.
import type { User } from '@console/contract';
import { heartbeatMachine, type Heartbeat, type SeenParams } from '@console/machines';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import { useApi } from '../api/ApiContext.tsx';
import { useSession } from '../session/SessionContext.tsx';
import { useBrowserActions } from '../startup/BrowserActions.tsx';
import { loadedVersion } from './bannerPresentation.ts';
import { HeartbeatBannerView } from './HeartbeatBannerView.tsx';
import { useSystemMessages } from './SystemMessages.tsx';

const isoTimestamp = (value: string | number | null): string | null =>
  typeof value === 'number' ? new Date(value).toISOString() : value;

/**
 * A user who never recorded a version (a first visit) is not behind: the release the first
 * heartbeat names is theirs. The machine starts once that version is known, with that heartbeat
 * as its first answer.
 */
export function HeartbeatBanner() {
  const api = useApi();
  const { user } = useSession();
  const [start, setStart] = useState<{ version: string; first: Heartbeat | null } | null>(() =>
    user.version === null ? null : { version: loadedVersion(user.version), first: null },
  );
  useEffect(() => {
    if (start) return;
    let live = true;
    api.public.system.heartbeat().then(
      (first) => {
        if (live) setStart({ version: loadedVersion(first.release ?? null), first });
      },
      () => {
        if (live) setStart({ version: loadedVersion(null), first: null });
      },
    );
    return () => {
      live = false;
    };
    // Once per shell, as the machine's own start.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  if (!start) return null;
  return <HeartbeatMachineBanner loaded={start.version} first={start.first} />;
}

function HeartbeatMachineBanner({ loaded, first }: { loaded: string; first: Heartbeat | null }) {
  const api = useApi();
  const { user, updateUser } = useSession();
  const { reload } = useBrowserActions();
  const messages = useSystemMessages();
  // The latest functions, for actions the machine keeps from its first render.
  const latest = useRef({ updateUser, reload, messages });
  useEffect(() => {
    latest.current = { updateUser, reload, messages };
  });
  // "Reload to update" saves the version first: a reload would cancel the request.
  const saving = useRef<Promise<unknown>>(Promise.resolve());
  // The heartbeat already fetched to learn a first visit's version answers the first beat.
  const firstBeat = useRef(first);

  const heartbeat = useActorRef(
    heartbeatMachine.provide({
      actors: {
        fetchHeartbeat: fromPromise<Heartbeat>(() => {
          const answered = firstBeat.current;
          firstBeat.current = null;
          return answered ? Promise.resolve(answered) : api.public.system.heartbeat();
        }),
      },
      actions: {
        refreshMessages: () => latest.current.messages?.reload(),
        recordSeen: (_, seen: SeenParams) => {
          const changes: Partial<Pick<User, 'last_message' | 'version'>> = {
            last_message: isoTimestamp(seen.lastMessage),
            version: seen.version,
          };
          saving.current = latest.current.updateUser(changes).catch(() => undefined);
        },
        reload: () => {
          void saving.current.finally(() => latest.current.reload());
        },
      },
    }),
    { input: { language: user.language, version: loaded, lastMessage: user.last_message } },
  );

  // Records the release the user starts from, the first time they run the console.
  const recorded = user.version;
  useEffect(() => {
    if (recorded !== loaded)
      saving.current = updateUser({ version: loaded }).catch(() => undefined);
    // Once per shell: later changes of the user come from this very recording.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    heartbeat.send({ type: 'language.change', language: user.language });
  }, [heartbeat, user.language]);

  const banner = useSelector(heartbeat, (snapshot) =>
    snapshot.matches({ banner: 'shown' }) ? snapshot.context.banner : null,
  );
  if (!banner) return null;
  return (
    <HeartbeatBannerView
      banner={banner}
      onReload={() => heartbeat.send({ type: 'banner.reload' })}
      onClose={() => heartbeat.send({ type: 'banner.close' })}
    />
  );
}
