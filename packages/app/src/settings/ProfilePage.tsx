// Settings › Profile (spec sections 2, 3 and 5): the sign-in email, read-only, and the display
// name, saved with users/set {name}; a snackbar says whether it was saved.
import { Button, TextField, useSnackbar } from '@console/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../session/SessionContext.tsx';
import { SettingsLayout, SettingsSection } from './SettingsLayout.tsx';
import { FieldGrid, FormActions } from './settings.styles.ts';

/** The contract's maxLength.name (its limits are not in a zod-free entry point). */
const NAME_MAX_LENGTH = 256;

export function Component() {
  const { t } = useTranslation('settings');
  const { user, updateUser } = useSession();
  const snackbar = useSnackbar();
  const [name, setName] = useState(user.name);
  const [isSaving, setSaving] = useState(false);
  const trimmed = name.trim();
  const isChanged = trimmed !== user.name;

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!trimmed || !isChanged || isSaving) return;
    setSaving(true);
    try {
      const stored = await updateUser({ name: trimmed });
      setName(stored.name);
      snackbar.show(t('profile.saved'), { variant: 'success' });
    } catch {
      snackbar.show(t('profile.saveFailed'), { variant: 'error' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <SettingsLayout title={t('profile.title')} description={t('profile.description')}>
      <SettingsSection title={t('profile.account')}>
        <form onSubmit={save} noValidate>
          <FieldGrid data-narrow>
            <TextField
              label={t('profile.email')}
              description={t('profile.emailHelp')}
              value={user.id}
              type="email"
              isReadOnly
            />
            <TextField
              label={t('profile.name')}
              description={t('profile.nameHelp')}
              value={name}
              onChange={setName}
              maxLength={NAME_MAX_LENGTH}
              autoComplete="name"
              isRequired
              errorMessage={trimmed ? undefined : t('profile.nameRequired')}
            />
            <FormActions data-wide>
              <Button
                type="submit"
                variant="primary"
                isDisabled={!trimmed || !isChanged}
                isPending={isSaving}
              >
                {t('save', { ns: 'common' })}
              </Button>
              {isChanged && !isSaving && (
                <Button onPress={() => setName(user.name)}>{t('profile.discard')}</Button>
              )}
            </FormActions>
          </FieldGrid>
        </form>
      </SettingsSection>
    </SettingsLayout>
  );
}
