// The management area's start page (admins only, spec section 2): its wizards, entities and
// statistics, grouped, each entry opening its page.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { pageKey } from '../routes/routeHandle.ts';
import { ScreenTitle } from '../shell/HelpLink.tsx';
import { managementGroups } from '../routes/sectionRoutes.ts';
import { PageIntro, PageTitle, TextLink } from '../shell/ShellLayout.styles.ts';
import { Group, Groups } from './ManagementPage.styles.ts';

function ManagementGroup({ group }: { group: (typeof managementGroups)[number] }) {
  const { t } = useTranslation('shell');
  const headingId = useId();
  return (
    <Group aria-labelledby={headingId}>
      <h2 id={headingId}>{t(pageKey(group.name), { ns: 'common' })}</h2>
      <ul>
        {group.pages.map((page) => (
          <li key={page.name}>
            <TextLink to={`/management/${page.path}`}>
              {t(pageKey(page.name), { ns: 'common' })}
            </TextLink>
          </li>
        ))}
      </ul>
    </Group>
  );
}

export function ManagementPage() {
  const { t } = useTranslation('shell');
  return (
    <>
      <ScreenTitle heading={PageTitle}>{t('pageManagement', { ns: 'common' })}</ScreenTitle>
      <PageIntro>{t('managementIntro')}</PageIntro>
      <Groups>
        {managementGroups.map((group) => (
          <ManagementGroup key={group.name} group={group} />
        ))}
      </Groups>
    </>
  );
}

export { ManagementPage as Component };
