// The event history of one message, shown when its row is expanded: message-wide facts, then
// each event in time order with how long after the first it came and what the receiving side
// said (DSN, diagnostic, remote MX), the route it took and, for opens and clicks, whether a
// machine made them. Links lead on: every event of the message, and the report of its recipient
// domain and of its sending IP over the range searched.
import { Fragment, useMemo, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { ReportRange } from '@console/contract';
import { Pill } from '@console/ui';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../format/useFormatters.ts';
import { useSession } from '../../../session/SessionContext.tsx';
import { reportOfValueHref } from '../deliveryLinks.ts';
import type { MessageRow } from './messages.ts';
import { Code, Details, Facts, Leads, Step, Steps, TimelineBox } from './MessageTimeline.styles.ts';
import { searchParamsOf } from './searchParams.ts';
import { platformName } from './platforms.ts';
import { stepText } from './searchTexts.ts';
import { timelineOf, type TimelineStep } from './timeline.ts';

const outcomeEvents = new Set<TimelineStep['event']>(['bounced', 'expired', 'rejected']);

function StepDetails({ step }: { step: TimelineStep }) {
  const { t } = useTranslation('delivery');
  const format = useFormatters();
  const rows: [string, ReactNode][] = [];
  if (step.bounceCategory)
    rows.push([
      t('search.timeline.category'),
      // The category's name as the report's Bounce Categories panel writes it.
      `${t(`report.category.${step.bounceCategory}`)}${step.bounceKind ? ` (${t(`search.timeline.${step.bounceKind}`)})` : ''}`,
    ]);
  if (step.diagnostic)
    rows.push([t('search.timeline.diagnostic'), <Code key="code">{step.diagnostic}</Code>]);
  if (step.deliverySeconds !== null)
    rows.push([
      step.event === 'delivered'
        ? t('search.timeline.deliveryTime')
        : t('search.timeline.timeInQueue'),
      format.metric(step.deliverySeconds, 'time'),
    ]);
  if (step.mx) rows.push([t('search.timeline.mx'), step.mx]);
  if (
    step.route &&
    (step.event === 'delivered' || step.event === 'deferred' || outcomeEvents.has(step.event))
  )
    rows.push([t('search.timeline.route'), step.route]);
  if (rows.length === 0) return null;
  return (
    <Details>
      {rows.map(([label, value]) => (
        <Fragment key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </Details>
  );
}

function MachineFlag({ step }: { step: TimelineStep }) {
  const { t } = useTranslation('delivery');
  if (!step.isMachine) return null;
  return (
    <>
      <Pill tone="neutral">
        {step.event === 'clicked'
          ? t('search.timeline.machineClick')
          : t('search.timeline.machineOpen')}
      </Pill>
      <span className="hint">{t('search.timeline.machineHint')}</span>
    </>
  );
}

function MessageLeads({ message, range }: { message: MessageRow; range: ReportRange }) {
  const { t } = useTranslation('delivery');
  const { workspace } = useSession();
  const has = (field: string) => workspace.dimensions.some((dimension) => dimension.id === field);
  const domain = message.recipient.split('@')[1];
  const ip = message.events.findLast((event) => event.sending_ip)?.sending_ip;
  const custom = { preset: 'custom' as const, start: range.start, end: range.end };
  return (
    <Leads aria-label={t('search.leads.label')}>
      {message.messageId && (
        <Link
          to={`?${searchParamsOf({ constraint: 'message_id', text: message.messageId, range: custom }).toString()}`}
        >
          {t('search.leads.message')}
        </Link>
      )}
      {domain && has('domain') && (
        <Link to={reportOfValueHref(workspace.id, range, 'domain', domain)}>
          {t('search.leads.domain', { domain })}
        </Link>
      )}
      {ip && has('ip') && (
        <Link to={reportOfValueHref(workspace.id, range, 'ip', ip)}>
          {t('search.leads.ip', { ip })}
        </Link>
      )}
    </Leads>
  );
}

export function MessageTimeline({ message, range }: { message: MessageRow; range: ReportRange }) {
  const { t } = useTranslation(['delivery', 'common']);
  const format = useFormatters();
  const steps = useMemo(() => timelineOf(message.events), [message.events]);
  return (
    <TimelineBox>
      <Facts>
        <div>
          <dt>{t('search.timeline.messageId')}</dt>
          <dd>
            {message.messageId ? (
              <Code>{message.messageId}</Code>
            ) : (
              t('search.timeline.noMessageId')
            )}
          </dd>
        </div>
        <div>
          <dt>{t('search.timeline.platform')}</dt>
          <dd>{platformName(message.platform) ?? t('home.platform.other')}</dd>
        </div>
        {message.campaign && (
          <div>
            <dt>{t('search.timeline.campaign')}</dt>
            <dd>{message.campaign}</dd>
          </div>
        )}
      </Facts>
      <Steps aria-label={t('search.timeline.label', { recipient: message.recipient })}>
        {steps.map((step) => (
          <Step key={step.key} data-tone={step.tone}>
            <span className="marker" aria-hidden="true" />
            <div className="when">
              <time dateTime={step.timestamp}>
                {format.date(step.timestamp)}, {format.time(step.timestamp)}
              </time>
              {step.elapsedSeconds > 0 && (
                <span className="elapsed">
                  {t('search.timeline.later', {
                    duration: format.metric(step.elapsedSeconds, 'time'),
                  })}
                </span>
              )}
            </div>
            <div className="what">
              <div className="title">
                <Pill tone={step.tone}>{stepText(t, step)}</Pill>
                {step.dsnStatus && <Code>{step.dsnStatus}</Code>}
                <MachineFlag step={step} />
              </div>
              <StepDetails step={step} />
            </div>
          </Step>
        ))}
      </Steps>
      <MessageLeads message={message} range={range} />
    </TimelineBox>
  );
}
