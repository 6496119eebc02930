// A management wizard (spec section 2) as data: what it reads first (accounts, users...), its
// steps (fields, some from contract schemas, checked with them step by step), a review that
// says what will happen (with counts for deletions), and the calls that do the whole job, run
// one after the other with each one's outcome shown.
import type { ApiClient } from '@console/contract';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import type { FormValues } from '../entities/formValues.ts';
import type { FormField } from '../entities/schemaFields.ts';
import type { EntityTexts } from '../entities/useEntityTexts.ts';

/** The values of each step, by step id (steps may share field names: an account's and a dataset's id). */
export type WizardValues = Record<string, FormValues>;

/** What the wizard read before its first step: lists to choose from, by name. */
export type WizardContext = Record<string, readonly Record<string, unknown>[]>;

export interface WizardStep {
  /** the step's name in the texts: wizard.step.<id> */
  id: string;
  fields: (context: WizardContext, values: WizardValues) => FormField[];
  /** checks the step's fields (problems of other fields are left to their step) */
  schema?: z.ZodType;
  /** values a step starts with, from the steps before */
  prefill?: (values: WizardValues, context: WizardContext) => FormValues;
}

export interface WizardTask {
  /** said in the progress list: wizard.task.<id> with `name` */
  id: string;
  name: string;
  run: (api: ApiClient) => Promise<unknown>;
}

export interface ReviewProps {
  values: WizardValues;
  context: WizardContext;
  texts: EntityTexts;
  /** a deletion's review: the name typed to confirm is ready */
  onConfirmable?: (isConfirmable: boolean) => void;
}

export interface WizardDefinition {
  code: string;
  load: (api: ApiClient) => Promise<WizardContext>;
  steps: readonly WizardStep[];
  /** what will be made or removed; a deletion asks for the name here */
  Review: (props: ReviewProps) => ReactNode;
  /** a deletion: the run waits for the name typed in the review */
  isDeletion?: boolean;
  tasks: (values: WizardValues, context: WizardContext) => WizardTask[];
  /** where to go when done: the entity made, or the list */
  doneLink: (values: WizardValues) => string;
}
