// The wizards that remove things (spec section 2): delete_account, delete_dataset and
// delete_user each say what will be removed, with counts read first, and ask for the name.
import { FormAlert } from '../../../shell/dialogForm.styles.ts';
import { DeletionReview } from './DeletionReview.tsx';
import { choiceField, textOf } from './wizardFields.ts';
import { idsOf, loadLists } from './wizardData.ts';
import type { WizardDefinition } from './wizardTypes.ts';

export const deleteAccount: WizardDefinition = {
  code: 'delete_account',
  isDeletion: true,
  load: loadLists('accounts'),
  steps: [
    { id: 'choose', fields: (context) => [choiceField('account', idsOf(context, 'accounts'))] },
  ],
  Review: ({ values, texts, onConfirmable }) => {
    const account = textOf(values.choose?.account);
    return (
      <DeletionReview
        name={account}
        intro={texts.t('wizard.review.delete_account', { name: account })}
        texts={texts}
        {...(onConfirmable ? { onConfirmable } : {})}
        removals={async (api) => {
          const [datasets, workspaces, ips, domains, alerts, members] = await Promise.all([
            api.admin.datasets.all({ account }),
            api.admin.workspaces.all({ account }),
            api.admin.ips.all({ account }),
            api.admin.domains.all({ account }),
            api.admin.alerts.all({ account }),
            api.owner.memberships.all({ account }),
          ]);
          return [
            { id: 'datasets', count: datasets.length },
            { id: 'workspaces', count: workspaces.length },
            { id: 'ips', count: ips.length },
            { id: 'domains', count: domains.length },
            { id: 'alerts', count: alerts.length },
            { id: 'members', count: members.length },
          ];
        }}
      />
    );
  },
  tasks: (values) => {
    const account = textOf(values.choose?.account);
    return [
      { id: 'deleteAccount', name: account, run: (api) => api.admin.accounts.del({ id: account }) },
    ];
  },
  doneLink: () => '/management/accounts',
};

export const deleteDataset: WizardDefinition = {
  code: 'delete_dataset',
  isDeletion: true,
  load: loadLists('datasets'),
  steps: [
    { id: 'choose', fields: (context) => [choiceField('dataset', idsOf(context, 'datasets'))] },
  ],
  Review: ({ values, texts, onConfirmable }) => {
    const dataset = textOf(values.choose?.dataset);
    return (
      <DeletionReview
        name={dataset}
        intro={texts.t('wizard.review.delete_dataset', { name: dataset })}
        texts={texts}
        {...(onConfirmable ? { onConfirmable } : {})}
        removals={async (api) => {
          const [workspaces, keys] = await Promise.all([
            api.admin.workspaces.all({}),
            api.admin.apikeys.all({ dataset }),
          ]);
          return [
            {
              id: 'workspaces',
              count: workspaces.filter((entry) => entry.dataset === dataset).length,
            },
            { id: 'apikeys', count: keys.length },
          ];
        }}
      />
    );
  },
  tasks: (values) => {
    const dataset = textOf(values.choose?.dataset);
    return [
      { id: 'deleteDataset', name: dataset, run: (api) => api.admin.datasets.del({ id: dataset }) },
    ];
  },
  doneLink: () => '/management/datasets',
};

export const deleteUser: WizardDefinition = {
  code: 'delete_user',
  isDeletion: true,
  load: loadLists('users'),
  steps: [{ id: 'choose', fields: (context) => [choiceField('user', idsOf(context, 'users'))] }],
  Review: ({ values, texts, onConfirmable }) => {
    const user = textOf(values.choose?.user);
    return (
      <DeletionReview
        name={user}
        intro={texts.t('wizard.review.delete_user', { name: user })}
        texts={texts}
        {...(onConfirmable ? { onConfirmable } : {})}
        removals={async (api) => {
          const detail = await api.admin.users.get({ id: user });
          const owned = detail.memberships.filter((entry) => entry.role === 'owner');
          return [
            { id: 'memberships', count: detail.memberships.length },
            { id: 'ownerships', count: owned.length },
          ];
        }}
        warning={(removals) =>
          (removals.find((removal) => removal.id === 'ownerships')?.count ?? 0) > 0 ? (
            <FormAlert>
              <p>{texts.t('wizard.ownerWarning', { name: user })}</p>
            </FormAlert>
          ) : null
        }
      />
    );
  },
  tasks: (values) => {
    const user = textOf(values.choose?.user);
    return [{ id: 'deleteUser', name: user, run: (api) => api.admin.users.del({ id: user }) }];
  },
  doneLink: () => '/management/users',
};
