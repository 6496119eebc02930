// The Gmail and Yahoo bulk-sender requirements (Outlook's since 2025) as this message meets
// them: each met or missed, what it asks, and the tests it rests on (the contract's
// bulkSenderRequirements). Spam rate is one of them but is no property of one message: a note
// says so rather than leaving it out silently.
import { useId } from 'react';
import { bulkSenderRequirements, type EmailAuditDetail } from '@console/contract';
import { Pill } from '@console/ui';
import { Card, CardHead, Note, RequirementList } from '../shared/auditor.styles.ts';
import type { AuditorTexts } from '../shared/useAuditorTexts.ts';

export function RequirementsCard({
  report,
  texts,
}: {
  report: EmailAuditDetail;
  texts: AuditorTexts;
}) {
  const { t, format } = texts;
  const headingId = useId();
  const met = report.requirements.filter((requirement) => requirement.met).length;
  const testNames = (id: keyof typeof bulkSenderRequirements) =>
    bulkSenderRequirements[id]
      .map((testId) => texts.check.name({ id: testId, name: testId }))
      .join(', ');
  return (
    <Card aria-labelledby={headingId}>
      <CardHead>
        <h2 id={headingId}>{t('requirements.title')}</h2>
        {report.requirements.length > 0 && (
          <Pill tone={met === report.requirements.length ? 'success' : 'danger'}>
            {t('requirements.tally', {
              met: format.count(met),
              total: format.count(report.requirements.length),
            })}
          </Pill>
        )}
      </CardHead>
      <p className="muted">{t('requirements.intro')}</p>
      {report.requirements.length > 0 ? (
        <RequirementList>
          {report.requirements.map((requirement) => (
            <li key={requirement.id}>
              <span className="head">
                <Pill tone={requirement.met ? 'success' : 'danger'} hasDot>
                  {requirement.met ? t('requirements.met') : t('requirements.missed')}
                </Pill>
                {t(`requirement.${requirement.id}.name`)}
              </span>
              <span>{t(`requirement.${requirement.id}.text`)}</span>
              <span className="muted">
                {t('requirements.basedOn', { tests: testNames(requirement.id) })}
              </span>
            </li>
          ))}
        </RequirementList>
      ) : (
        <p>{t('requirements.none')}</p>
      )}
      <Note>{t('requirements.spamRate')}</Note>
    </Card>
  );
}
