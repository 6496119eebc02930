// The home placeholder of / and /{workspace} (spec section 2). Its loader sends the user to the
// first module of the workspace, so this text shows only while that answer is pending.
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../shell/ShellLayout.styles.ts';

export function HomePage() {
  const { t } = useTranslation('common');
  return <PageTitle>{t('home')}</PageTitle>;
}

export { HomePage as Component };
