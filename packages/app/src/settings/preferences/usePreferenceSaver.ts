// Preferences are saved as soon as they change (decision recorded in the README): each change
// goes to users/set at once, the control shows the new value while it is saved, then the stored
// answer (session.updateUser keeps it), with a snackbar either way. A failed save puts the stored
// value back. Two quick changes of one setting: the later one wins on screen.
import type { User } from '@console/contract';
import { useSnackbar } from '@console/ui';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession, type UserChanges } from '../../session/SessionContext.tsx';

export type PreferenceKey = keyof UserChanges & keyof User;

export interface PreferenceSaver {
  /** The value on screen: the one being saved, else the stored one. */
  value: <K extends PreferenceKey>(key: K) => User[K];
  /** Whether any of these settings is being saved. */
  isSaving: (...keys: PreferenceKey[]) => boolean;
  save: (changes: UserChanges, onFailure?: () => void) => Promise<boolean>;
}

export function usePreferenceSaver(): PreferenceSaver {
  const { i18n } = useTranslation('settings');
  const { user, updateUser } = useSession();
  const snackbar = useSnackbar();
  const [pending, setPending] = useState<UserChanges>({});
  // The latest change of each setting: an older answer must not clear a newer pending value.
  const latest = useRef(new Map<string, number>());
  const sequence = useRef(0);

  const save = useCallback(
    async (changes: UserChanges, onFailure?: () => void) => {
      const ticket = ++sequence.current;
      const keys = Object.keys(changes);
      for (const key of keys) latest.current.set(key, ticket);
      setPending((current) => ({ ...current, ...changes }));
      let saved = false;
      // A saved language change is confirmed in the new language, a failed one in the stored
      // language the screen goes back to; both named explicitly, as i18n.language may still be
      // switching when the answer comes.
      const stored = user.language;
      const language = changes.language ?? i18n.language;
      try {
        await updateUser(changes);
        saved = true;
        snackbar.show(i18n.getFixedT(language, 'settings')('preferences.saved'), {
          variant: 'success',
        });
      } catch {
        const failedIn = changes.language ? stored : i18n.language;
        snackbar.show(i18n.getFixedT(failedIn, 'settings')('preferences.saveFailed'), {
          variant: 'error',
        });
        onFailure?.();
      }
      setPending((current) => {
        const next: Record<string, unknown> = { ...current };
        for (const key of keys) {
          if (latest.current.get(key) !== ticket) continue;
          latest.current.delete(key);
          delete next[key];
        }
        return next as UserChanges;
      });
      return saved;
    },
    [i18n, snackbar, updateUser, user.language],
  );

  const value = <K extends PreferenceKey>(key: K): User[K] =>
    key in pending ? (pending[key] as User[K]) : user[key];
  const isSaving = (...keys: PreferenceKey[]) => keys.some((key) => key in pending);
  return { value, save, isSaving };
}
