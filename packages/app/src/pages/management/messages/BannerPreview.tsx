// The heartbeat banner a message draft makes (spec sections 3 and 4), shown to the admin who
// writes it before it is saved: in the chosen severity, in each of the four severities side by
// side, and, with a release newer than the users', first as the orange "Reload to update" banner
// and then as it shows once they reloaded; one tab per language that has a text of its own.
// The banners come from the heartbeat's own rule (describeBanner, through previewDraft) and the
// shell's own rendering (HeartbeatBannerView), so they are what users will see. They are inert:
// a preview neither announces itself as a live region at each keystroke nor offers buttons
// that do nothing.
import type { Language, Severity } from '@console/contract';
import type { Banner } from '@console/machines';
import { color, space, Spinner } from '@console/ui';
import { Suspense, useId, useState, type Key } from 'react';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import {
  draftLanguages,
  previewDraft,
  previewSeverities,
  type BannerDraft,
} from '../../../shell/bannerPresentation.ts';
import { HeartbeatBannerView } from '../../../shell/HeartbeatBannerView.tsx';

export type { BannerDraft };

export interface BannerPreviewProps {
  /** The message being written: its banner texts, severity and release (contract Message). */
  draft: BannerDraft;
  /** The level of the preview's title, to fit the form's outline. */
  headingLevel?: 2 | 3 | 4;
}

const Root = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${space(3)};
  min-width: 0;
  color: ${color('fg-default')};

  > .title {
    margin: 0;
    font-size: 14px;
    font-weight: 650;
  }
  p {
    margin: 0;
  }
  > .intro,
  > .notes {
    color: ${color('fg-muted')};
    font-size: 13px;
  }
  > .notes {
    display: flex;
    flex-direction: column;
    gap: ${space(1)};
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

const LanguageTabs = styled(TabList)`
  display: flex;
  gap: ${space(1)};
  border-bottom: 1px solid ${color('border-default')};

  .react-aria-Tab {
    display: inline-flex;
    align-items: center;
    min-height: 32px;
    padding: 0 ${space(3)};
    margin-bottom: -1px;
    border-bottom: 2px solid transparent;
    color: ${color('fg-muted')};
    font-weight: 500;
    cursor: pointer;
    outline: none;
  }
  .react-aria-Tab[data-hovered] {
    color: ${color('fg-default')};
    background: ${color('bg-hover')};
  }
  .react-aria-Tab[data-selected] {
    color: ${color('fg-default')};
    font-weight: 600;
    border-bottom-color: ${color('accent')};
  }
  .react-aria-Tab[data-focus-visible] {
    outline: 2px solid ${color('focus-ring')};
    outline-offset: -2px;
  }
`;

const Panel = styled(TabPanel)`
  display: flex;
  flex-direction: column;
  gap: ${space(3)};
  padding-top: ${space(2)};
  outline: none;

  &[data-focus-visible] {
    outline: 2px solid ${color('focus-ring')};
    outline-offset: 2px;
  }
  figure {
    display: flex;
    flex-direction: column;
    gap: ${space(1)};
    min-width: 0;
    margin: 0;
  }
  figcaption {
    color: ${color('fg-muted')};
    font-size: 13px;
  }
  .frame {
    overflow: hidden;
    border-radius: var(--radius);
  }
  .severities {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
    gap: ${space(2)};
  }
  .severities .frame {
    font-size: 13px;
  }
  .no-banner {
    padding: ${space(3)};
    border: 1px dashed ${color('border-strong')};
    border-radius: var(--radius);
    color: ${color('fg-muted')};
  }
`;

const ignore = () => undefined;

const isSeverity = (value: string): value is Severity =>
  (previewSeverities as readonly string[]).includes(value);

function PreviewBanner({
  caption,
  banner,
  language,
}: {
  caption: string;
  banner: Banner;
  language: Language;
}) {
  return (
    <figure>
      <figcaption>{caption}</figcaption>
      <div className="frame" lang={language} inert>
        <HeartbeatBannerView
          banner={banner}
          onReload={ignore}
          onClose={ignore}
          language={language}
        />
      </div>
    </figure>
  );
}

function LanguagePreview({ draft, language }: { draft: BannerDraft; language: Language }) {
  const { t } = useTranslation('management');
  const severityName = (severity: string) =>
    isSeverity(severity)
      ? t(`bannerPreview.severity.${severity}`)
      : t('bannerPreview.severity.other');
  const preview = previewDraft(draft, language);
  if (!preview.shown) return <p className="no-banner">{t('bannerPreview.noBanner')}</p>;
  const severity = severityName(draft.severity);
  const compared = preview.bySeverity.filter(
    (entry): entry is { severity: Severity; banner: Banner } => entry.banner !== null,
  );
  return (
    <>
      <PreviewBanner
        caption={
          preview.shown.action
            ? t('bannerPreview.untilReload', { release: draft.release ?? '' })
            : t('bannerPreview.shown', { severity })
        }
        banner={preview.shown}
        language={language}
      />
      {preview.afterReload && (
        <PreviewBanner
          caption={t('bannerPreview.afterReload', { severity })}
          banner={preview.afterReload}
          language={language}
        />
      )}
      {compared.length > 0 && (
        <figure>
          <figcaption>{t('bannerPreview.allSeverities')}</figcaption>
          <div className="severities">
            {compared.map((entry) => (
              <PreviewBanner
                key={entry.severity}
                caption={severityName(entry.severity)}
                banner={entry.banner}
                language={language}
              />
            ))}
          </div>
        </figure>
      )}
    </>
  );
}

export function BannerPreview({ draft, headingLevel = 3 }: BannerPreviewProps) {
  const { t } = useTranslation('management');
  const titleId = useId();
  const { written, english, none } = draftLanguages(draft);
  const [chosen, setChosen] = useState<Key>('en');
  // A tab can go away while the admin types (a translation emptied): show the first one then.
  const selected = written.find((language) => language === chosen) ?? written[0] ?? 'en';
  const Title = `h${headingLevel}` as const;
  return (
    <Root aria-labelledby={titleId}>
      <Title className="title" id={titleId}>
        {t('bannerPreview.title')}
      </Title>
      <p className="intro">{t('bannerPreview.description')}</p>
      <Tabs selectedKey={selected} onSelectionChange={setChosen}>
        <LanguageTabs aria-label={t('bannerPreview.languages')}>
          {written.map((language) => (
            <Tab key={language} id={language}>
              {t(`bannerPreview.language.${language}`)}
            </Tab>
          ))}
        </LanguageTabs>
        {written.map((language) => (
          <Panel key={language} id={language}>
            <Suspense fallback={<Spinner size="small" label={t('bannerPreview.loading')} />}>
              <LanguagePreview draft={draft} language={language} />
            </Suspense>
          </Panel>
        ))}
      </Tabs>
      {(english.length > 0 || none.length > 0) && (
        <ul className="notes">
          {english.map((language) =>
            language === 'en' ? null : (
              <li key={language}>{t(`bannerPreview.readsEnglish.${language}`)}</li>
            ),
          )}
          {none.map((language) => (
            <li key={language}>{t(`bannerPreview.noText.${language}`)}</li>
          ))}
        </ul>
      )}
    </Root>
  );
}
