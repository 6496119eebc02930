// Administration › Members (/administration/users, spec sections 2 and 6): for the accounts the
// user owns (every account for an admin), who is a member with which role and who receives the
// account's alerts; invite, change a role, remove, send alerts or stop them (the owner calls of
// section 7). With more than one account a picker chooses it, kept in the address (?account=)
// so a link opens the same account; it starts at the current workspace's account.
import { EmptyState, Loading, Select, SelectItem } from '@console/ui';
import { useSearchParams } from 'react-router';
import { useSession } from '../../session/SessionContext.tsx';
import { ScreenTitle } from '../../shell/HelpLink.tsx';
import { Header, Page } from './administration.styles.ts';
import { MembersPanel } from './MembersPanel.tsx';
import { useAdministeredAccounts, type AdministeredAccount } from './useAdministeredAccounts.ts';
import { useAdministrationTexts } from './useAdministrationTexts.ts';
import { QueryFailed } from '../../shell/QueryFailed.tsx';

export function AdministrationPage() {
  const texts = useAdministrationTexts();
  const { t } = texts;
  const { workspace } = useSession();
  const accounts = useAdministeredAccounts();
  const [params, setParams] = useSearchParams();
  const list = accounts.data ?? [];
  // the account in the address, else the current workspace's, else the first by name
  const account: AdministeredAccount | undefined =
    list.find((entry) => entry.id === params.get('account')) ??
    list.find((entry) => entry.id === workspace.account) ??
    list[0];

  const pick = (id: string) =>
    setParams((current) => {
      const changed = new URLSearchParams(current);
      changed.set('account', id);
      return changed;
    });

  let content;
  if (accounts.status === 'error' && !accounts.data) {
    content = <QueryFailed onRetry={accounts.reload} />;
  } else if (!accounts.data) {
    content = <Loading layout="stacked" label={t('common:loading')} />;
  } else if (!account) {
    content = (
      <EmptyState
        headingLevel={2}
        title={t('noAccount.title')}
        description={t('noAccount.description')}
      />
    );
  } else {
    content = <MembersPanel key={account.id} account={account} texts={texts} />;
  }

  return (
    <Page>
      <Header>
        <div>
          <ScreenTitle>{t('title')}</ScreenTitle>
          <p>{account ? t('subtitle', { account: account.name }) : t('subtitleNoAccount')}</p>
        </div>
        {list.length > 1 && account && (
          <div className="picker">
            <Select
              label={t('account.label')}
              items={list}
              value={account.id}
              onChange={(key) => key !== null && pick(String(key))}
            >
              {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
            </Select>
          </div>
        )}
      </Header>
      {content}
    </Page>
  );
}

export { AdministrationPage as Component };
