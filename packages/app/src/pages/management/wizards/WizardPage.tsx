// A management wizard as a step-by-step flow (wizardTypes.ts): the steps listed with the
// current one marked, each step's form checked before Next, a review that says what will
// happen, then the calls run one after the other, each one's outcome shown. A call that fails
// stops the run there and says why; Retry runs the rest again from it, so nothing is done twice.
import { useState, type FormEvent } from 'react';
import { z } from 'zod';
import { Button, Loading } from '@console/ui';
import { useApi } from '../../../api/ApiContext.tsx';
import { useQuery } from '../../../api/useQuery.ts';
import { FormAlert, FormButtons, FormFields } from '../../../shell/dialogForm.styles.ts';
import { TextLink } from '../../../shell/ShellLayout.styles.ts';
import { inputOf, type FieldProblems, type FieldValue } from '../entities/formValues.ts';
import { refusalOf, type Refusal } from '../entities/refusals.ts';
import { SchemaForm } from '../entities/SchemaForm.tsx';
import { Header, Page } from '../entities/entityPage.styles.ts';
import { useEntityTexts, type EntityTexts } from '../entities/useEntityTexts.ts';
import type { WizardContext, WizardDefinition, WizardTask, WizardValues } from './wizardTypes.ts';
import { StepList, TaskList, WizardCard } from './wizard.styles.ts';
import { ScreenTitle } from '../../../shell/HelpLink.tsx';
import { QueryFailed } from '../../../shell/QueryFailed.tsx';

/** a step without a schema: only its required fields are checked */
const anything = z.unknown();

type TaskState =
  { status: 'waiting' | 'running' | 'done' } | { status: 'failed'; refusal: Refusal };

function Tasks({
  tasks,
  states,
  texts,
}: {
  tasks: WizardTask[];
  states: TaskState[];
  texts: EntityTexts;
}) {
  return (
    <TaskList>
      {tasks.map((task, index) => {
        const state = states[index] ?? { status: 'waiting' };
        return (
          <li key={task.id} data-status={state.status}>
            <span className="what">{texts.t(`wizard.task.${task.id}`, { name: task.name })}</span>
            <span className="status">
              {state.status === 'failed'
                ? texts.t(`refusal.${state.refusal.name}`)
                : texts.t(`wizard.status.${state.status}`)}
            </span>
          </li>
        );
      })}
    </TaskList>
  );
}

function Wizard({
  definition,
  context,
  texts,
}: {
  definition: WizardDefinition;
  context: WizardContext;
  texts: EntityTexts;
}) {
  const { t } = texts;
  const api = useApi();
  const { steps, Review } = definition;
  const [index, setIndex] = useState(0);
  const [values, setValues] = useState<WizardValues>(() =>
    steps[0] ? { [steps[0].id]: steps[0].prefill?.({}, context) ?? {} } : {},
  );
  const [problems, setProblems] = useState<FieldProblems>({});
  const [confirmable, setConfirmable] = useState(!definition.isDeletion);
  const [tasks, setTasks] = useState<WizardTask[] | null>(null);
  const [states, setStates] = useState<TaskState[]>([]);
  const [isRunning, setRunning] = useState(false);
  const isReview = index === steps.length;
  const step = steps[index];
  const fields = step ? step.fields(context, values) : [];
  const names = [...steps.map((entry) => entry.id), 'review'];

  const stepValues = (step && values[step.id]) ?? {};
  const change = (name: string, value: FieldValue) => {
    if (!step) return;
    setValues((current) => ({ ...current, [step.id]: { ...current[step.id], [name]: value } }));
    setProblems(({ [name]: _solved, ...others }) => others);
  };
  const next = (event: FormEvent) => {
    event.preventDefault();
    if (!step) return;
    const found = inputOf(fields, stepValues, step.schema ?? anything).problems;
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    const following = steps[index + 1];
    if (following?.prefill && !values[following.id]) {
      const prefill = following.prefill(values, context);
      setValues((current) => ({ ...current, [following.id]: prefill }));
    }
    setIndex(index + 1);
  };
  const run = async (from: number, list: WizardTask[]) => {
    setRunning(true);
    for (let position = from; position < list.length; position++) {
      setStates((current) =>
        current.map((state, at) => (at === position ? { status: 'running' } : state)),
      );
      try {
        await list[position]!.run(api);
        setStates((current) =>
          current.map((state, at) => (at === position ? { status: 'done' } : state)),
        );
      } catch (error) {
        const refusal = refusalOf(error);
        setStates((current) =>
          current.map((state, at) => (at === position ? { status: 'failed', refusal } : state)),
        );
        setRunning(false);
        return;
      }
    }
    setRunning(false);
  };
  const start = () => {
    const list = definition.tasks(values, context);
    setTasks(list);
    setStates(list.map(() => ({ status: 'waiting' })));
    void run(0, list);
  };
  const failedAt = states.findIndex((state) => state.status === 'failed');
  const isDone =
    tasks !== null && states.length > 0 && states.every((state) => state.status === 'done');

  return (
    <>
      <nav aria-label={t('wizard.steps')}>
        <StepList>
          {names.map((name, position) => (
            <li
              key={name}
              aria-current={position === index ? 'step' : undefined}
              data-done={position < index || undefined}
            >
              {t('wizard.stepOf', { number: position + 1, name: t(`wizard.step.${name}`) })}
            </li>
          ))}
        </StepList>
      </nav>
      <WizardCard>
        {step && (
          <form onSubmit={next} aria-label={t(`wizard.step.${step.id}`)} noValidate>
            <FormFields>
              <h2>{t(`wizard.step.${step.id}`)}</h2>
              <SchemaForm
                fields={fields}
                values={stepValues}
                problems={problems}
                onChange={change}
                texts={texts}
              />
              <FormButtons>
                {index > 0 && (
                  <Button onPress={() => setIndex(index - 1)}>{t('wizard.back')}</Button>
                )}
                <Button type="submit" variant="primary">
                  {t('wizard.next')}
                </Button>
              </FormButtons>
            </FormFields>
          </form>
        )}
        {isReview && (
          <FormFields>
            <h2>{t('wizard.step.review')}</h2>
            <Review
              values={values}
              context={context}
              texts={texts}
              onConfirmable={setConfirmable}
            />
            {tasks && <Tasks tasks={tasks} states={states} texts={texts} />}
            {failedAt >= 0 && !isRunning && (
              <FormAlert role="alert">
                <p>{t('wizard.stopped')}</p>
              </FormAlert>
            )}
            {isDone && (
              <p role="status">
                {t(`wizard.done.${definition.code}`)}{' '}
                <TextLink to={definition.doneLink(values)}>
                  {t(definition.isDeletion ? 'wizard.toList' : 'wizard.open')}
                </TextLink>
              </p>
            )}
            <FormButtons>
              {!tasks && (
                <>
                  <Button onPress={() => setIndex(index - 1)} isDisabled={index === 0}>
                    {t('wizard.back')}
                  </Button>
                  <Button
                    variant={definition.isDeletion ? 'danger' : 'primary'}
                    isDisabled={!confirmable}
                    onPress={start}
                  >
                    {t(`wizard.run.${definition.code}`)}
                  </Button>
                </>
              )}
              {tasks && failedAt >= 0 && !isRunning && (
                <Button variant="primary" onPress={() => void run(failedAt, tasks)}>
                  {t('wizard.retry')}
                </Button>
              )}
            </FormButtons>
          </FormFields>
        )}
      </WizardCard>
    </>
  );
}

export function WizardPage({ definition }: { definition: WizardDefinition }) {
  const texts = useEntityTexts();
  const { t } = texts;
  const query = useQuery((api) => definition.load(api), [definition.code]);
  let body;
  if (query.status === 'error' && !query.data) body = <QueryFailed onRetry={query.reload} />;
  else if (!query.data) body = <Loading layout="stacked" label={t('common:loading')} />;
  else body = <Wizard definition={definition} context={query.data} texts={texts} />;
  return (
    <Page>
      <Header>
        <div>
          <ScreenTitle>{t(`wizard.title.${definition.code}`)}</ScreenTitle>
          <p>{t(`wizard.intro.${definition.code}`)}</p>
        </div>
      </Header>
      {body}
    </Page>
  );
}
