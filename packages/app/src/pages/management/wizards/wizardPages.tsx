// The route component of each wizard, by the spec's code.
import type { ComponentType } from 'react';
import { activateTemplate, addAccount, addDataset, cloneUser } from './addWizards.tsx';
import { deleteAccount, deleteDataset, deleteUser } from './deleteWizards.tsx';
import { WizardPage } from './WizardPage.tsx';
import type { WizardDefinition } from './wizardTypes.ts';

const wizards: readonly WizardDefinition[] = [
  addAccount,
  deleteAccount,
  addDataset,
  cloneUser,
  deleteUser,
  deleteDataset,
  activateTemplate,
];

export const wizardPages: Record<string, ComponentType> = Object.fromEntries(
  wizards.map((definition) => {
    const Component = () => <WizardPage definition={definition} />;
    Component.displayName = `WizardPage(${definition.code})`;
    return [definition.code, Component];
  }),
);
