// The wizards that make things (spec section 2): add_account (the account with its limits and
// modules, its first dataset and workspace, and the invitation of its owner, in one go),
// add_dataset (a dataset and the workspace that shows it), clone_user, activate_template.
import { callByKey, type CallKey } from '@console/contract';
import type { z } from 'zod';
import { choiceField, fieldsOf, listOf, textOf } from './wizardFields.ts';
import { idsOf, loadLists } from './wizardData.ts';
import { inputFor } from './wizardInputs.ts';
import type {
  ReviewProps,
  WizardContext,
  WizardDefinition,
  WizardStep,
  WizardValues,
} from './wizardTypes.ts';

const schema = (key: CallKey) => callByKey(key).input as z.ZodType;
const limits = [
  'user_limit',
  'volume_limit',
  'ip_limit',
  'domain_limit',
  'audit_limit',
  'policy_limit',
];

/** The catalogue dimensions a dataset offers, with the names and captions a workspace shows. */
function workspaceDimensions(context: WizardContext, ids: readonly string[]) {
  return ids.flatMap((id) => {
    const found = (context.dimensions ?? []).find((entry) => entry.id === id);
    return found ? [{ id, name: String(found.name), caption: String(found.caption) }] : [];
  });
}

const datasetStep: WizardStep = {
  id: 'dataset',
  schema: schema('admin/datasets/add'),
  fields: (context) => [
    ...fieldsOf(schema('admin/datasets/add'), ['id', 'platform', 'location', 'metrics']),
    choiceField('dimensions', idsOf(context, 'dimensions'), { many: true }),
  ],
  prefill: (values) => ({
    id: `${textOf(values.account?.id ?? values.owningAccount?.account)}-mail`,
    location: 'eu-1',
    metrics: ['submitted', 'delivered', 'bounce_rate', 'deferred_rate', 'complaint_rate'],
    dimensions: [],
  }),
};

const workspaceStep: WizardStep = {
  id: 'workspace',
  schema: schema('admin/workspaces/add'),
  fields: () => fieldsOf(schema('admin/workspaces/add'), ['id', 'name']),
  prefill: (values) => ({
    id: textOf(values.dataset?.id).replace(/-mail$/, ''),
    name: textOf(values.account?.name) || textOf(values.dataset?.id),
  }),
};

/** The dataset of the wizard's values, owned by `account`. */
function datasetInput(values: WizardValues, account: string) {
  return {
    ...inputFor('admin/datasets/add', values.dataset ?? {}),
    owner: account,
    dimensions: listOf(values.dataset?.dimensions),
    dimensions_default: listOf(values.dataset?.dimensions).slice(0, 3),
    viewers: [],
  };
}

function workspaceInput(
  values: WizardValues,
  context: WizardContext,
  account: string,
  modules: readonly string[],
) {
  const dimensions = listOf(values.dataset?.dimensions);
  return {
    id: textOf(values.workspace?.id),
    name: textOf(values.workspace?.name),
    account,
    dataset: textOf(values.dataset?.id),
    modules,
    signalspam: false,
    csa: false,
    ips: [],
    domains: [],
    tags: [],
    filters: [],
    dimensions: workspaceDimensions(context, dimensions),
    dimensions_default: dimensions.slice(0, 3),
    metrics: listOf(values.dataset?.metrics),
  };
}

function Summary({ rows }: { rows: [string, string][] }) {
  return (
    <dl>
      {rows.map(([term, detail]) => (
        <div key={term} style={{ display: 'contents' }}>
          <dt>{term}</dt>
          <dd>{detail}</dd>
        </div>
      ))}
    </dl>
  );
}

function AddAccountReview({ values, texts }: ReviewProps) {
  const { t } = texts;
  const account = values.account ?? {};
  const limitTexts = limits.map((name) => {
    const value = textOf(values.limits?.[name]);
    return `${texts.fieldLabel(name)}: ${value === '' ? t('cell.unlimited') : texts.format.count(Number(value))}`;
  });
  return (
    <>
      <p>{t('wizard.review.add_account')}</p>
      <Summary
        rows={[
          [t('wizard.step.account'), `${textOf(account.name)} (${textOf(account.id)})`],
          [texts.fieldLabel('modules'), texts.cell('modules', listOf(account.modules))],
          [t('wizard.step.limits'), limitTexts.join(' · ')],
          [
            t('wizard.step.dataset'),
            `${textOf(values.dataset?.id)} (${texts.option('platform', textOf(values.dataset?.platform))})`,
          ],
          [
            t('wizard.step.workspace'),
            `${textOf(values.workspace?.name)} (${textOf(values.workspace?.id)})`,
          ],
          [texts.fieldLabel('owner'), textOf(values.owner?.user)],
        ]}
      />
    </>
  );
}

export const addAccount: WizardDefinition = {
  code: 'add_account',
  load: loadLists('dimensions'),
  steps: [
    {
      id: 'account',
      schema: schema('admin/accounts/add'),
      fields: () => fieldsOf(schema('admin/accounts/add'), ['id', 'name', 'modules']),
      prefill: () => ({ modules: ['da', 'rm', 'ea', 'dr'] }),
    },
    {
      id: 'limits',
      schema: schema('admin/accounts/add'),
      fields: () => fieldsOf(schema('admin/accounts/add'), [...limits, 'snds']),
      prefill: () => ({
        user_limit: '5',
        ip_limit: '8',
        domain_limit: '8',
        audit_limit: '100',
        policy_limit: '8',
      }),
    },
    datasetStep,
    workspaceStep,
    {
      id: 'owner',
      schema: schema('owner/memberships/invite'),
      fields: () => fieldsOf(schema('owner/memberships/invite'), ['user']),
    },
  ],
  Review: AddAccountReview,
  tasks: (values, context) => {
    const account = inputFor('admin/accounts/add', values.account ?? {}, values.limits ?? {});
    const id = String(account.id);
    const modules = listOf(values.account?.modules);
    const owner = textOf(values.owner?.user);
    return [
      { id: 'addAccount', name: id, run: (api) => api.admin.accounts.add(account as never) },
      {
        id: 'addDataset',
        name: textOf(values.dataset?.id),
        run: (api) => api.admin.datasets.add(datasetInput(values, id) as never),
      },
      {
        id: 'addWorkspace',
        name: textOf(values.workspace?.id),
        run: (api) =>
          api.admin.workspaces.add(workspaceInput(values, context, id, modules) as never),
      },
      {
        id: 'inviteOwner',
        name: owner,
        run: (api) => api.owner.memberships.invite({ account: id, user: owner, role: 'owner' }),
      },
    ];
  },
  doneLink: (values) =>
    `/management/accounts?edit=${encodeURIComponent(textOf(values.account?.id))}`,
};

function AddDatasetReview({ values, texts }: ReviewProps) {
  return (
    <>
      <p>{texts.t('wizard.review.add_dataset')}</p>
      <Summary
        rows={[
          [texts.t('wizard.step.account'), textOf(values.owningAccount?.account)],
          [
            texts.t('wizard.step.dataset'),
            `${textOf(values.dataset?.id)} (${texts.option('platform', textOf(values.dataset?.platform))})`,
          ],
          [texts.fieldLabel('metrics'), texts.cell('metrics', listOf(values.dataset?.metrics))],
          [
            texts.t('wizard.step.workspace'),
            `${textOf(values.workspace?.name)} (${textOf(values.workspace?.id)})`,
          ],
        ]}
      />
    </>
  );
}

export const addDataset: WizardDefinition = {
  code: 'add_dataset',
  load: loadLists('accounts', 'dimensions'),
  steps: [
    {
      id: 'owningAccount',
      fields: (context) => [choiceField('account', idsOf(context, 'accounts'))],
    },
    datasetStep,
    workspaceStep,
  ],
  Review: AddDatasetReview,
  tasks: (values, context) => {
    const account = textOf(values.owningAccount?.account);
    const modules = (context.accounts ?? []).find((entry) => entry.id === account)?.modules;
    return [
      {
        id: 'addDataset',
        name: textOf(values.dataset?.id),
        run: (api) => api.admin.datasets.add(datasetInput(values, account) as never),
      },
      {
        id: 'addWorkspace',
        name: textOf(values.workspace?.id),
        run: (api) =>
          api.admin.workspaces.add(
            workspaceInput(values, context, account, listOf(modules)) as never,
          ),
      },
    ];
  },
  doneLink: (values) =>
    `/management/datasets?edit=${encodeURIComponent(textOf(values.dataset?.id))}`,
};

export const cloneUser: WizardDefinition = {
  code: 'clone_user',
  load: loadLists('users'),
  steps: [
    {
      id: 'user',
      schema: schema('admin/users/clone'),
      fields: (context) => [
        choiceField('from', idsOf(context, 'users')),
        ...fieldsOf(schema('admin/users/clone'), ['id', 'name']),
      ],
    },
  ],
  Review: ({ values, texts }) => (
    <p>
      {texts.t('wizard.review.clone_user', {
        from: textOf(values.user?.from),
        user: textOf(values.user?.id),
      })}
    </p>
  ),
  tasks: (values) => {
    const input = inputFor('admin/users/clone', values.user ?? {});
    return [
      {
        id: 'cloneUser',
        name: String(input.id),
        run: (api) => api.admin.users.clone(input as never),
      },
    ];
  },
  doneLink: (values) => `/management/users?edit=${encodeURIComponent(textOf(values.user?.id))}`,
};

export const activateTemplate: WizardDefinition = {
  code: 'activate_template',
  load: loadLists('templates', 'accounts', 'datasets'),
  steps: [
    {
      id: 'template',
      fields: (context) => [
        choiceField('template', idsOf(context, 'templates'), {
          labels: Object.fromEntries(
            (context.templates ?? []).map((entry) => [String(entry.id), String(entry.name)]),
          ),
        }),
        choiceField('account', idsOf(context, 'accounts')),
      ],
    },
    {
      id: 'datasets',
      schema: schema('admin/alerts/activate'),
      fields: (context, values) => [
        choiceField(
          'datasets',
          (context.datasets ?? [])
            .filter((entry) => entry.owner === textOf(values.template?.account))
            .map((entry) => String(entry.id)),
          { many: true },
        ),
        ...fieldsOf(schema('admin/alerts/activate'), ['active']),
      ],
      prefill: () => ({ datasets: [], active: true }),
    },
  ],
  Review: ({ values, context, texts }) => {
    const template = (context.templates ?? []).find(
      (entry) => entry.id === textOf(values.template?.template),
    );
    const datasets = listOf(values.datasets?.datasets);
    return (
      <p>
        {texts.t('wizard.review.activate_template', {
          template: String(template?.name ?? ''),
          account: textOf(values.template?.account),
          datasets: datasets.length > 0 ? datasets.join(', ') : texts.t('wizard.allDatasets'),
        })}
      </p>
    );
  },
  tasks: (values) => {
    const input = inputFor('admin/alerts/activate', values.template ?? {}, values.datasets ?? {});
    return [
      {
        id: 'activateTemplate',
        name: String(input.account),
        run: (api) => api.admin.alerts.activate(input as never),
      },
    ];
  },
  doneLink: () => '/management/alerts',
};
