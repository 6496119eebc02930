// How a heartbeat banner looks (spec section 4): the ui Banner in the colour heartbeatMachine
// chose, the server's text or the machine's own text translated, "Reload to update" when a newer
// release is out, and a close button. The shell's live banner and the admin's preview of a
// message (pages/management/messages/BannerPreview.tsx) both render through this one component,
// so the preview cannot drift from what users see.
import type { Language } from '@console/contract';
import type { Banner as HeartbeatBanner } from '@console/machines';
import { Banner } from '@console/ui';
import { useTranslation } from 'react-i18next';
import { bannerMessage, bannerSeverity } from './bannerPresentation.ts';

export interface HeartbeatBannerViewProps {
  /** What heartbeatMachine shows (describeBanner's answer). */
  banner: HeartbeatBanner;
  /** "Reload to update"; shown when the banner offers it and this is given. */
  onReload?: () => void;
  onClose?: () => void;
  /**
   * The reader's language for the texts the console adds (the button labels, "A new version is
   * available."); by default the interface's. A preview passes the language it shows.
   */
  language?: Language;
}

export function HeartbeatBannerView({
  banner,
  onReload,
  onClose,
  language,
}: HeartbeatBannerViewProps) {
  const { t } = useTranslation('shell', language ? { lng: language } : {});
  return (
    <Banner
      severity={bannerSeverity(banner.colour)}
      {...(banner.action && onReload
        ? { actionLabel: t('bannerReloadToUpdate'), onAction: onReload }
        : {})}
      {...(onClose ? { onClose } : {})}
      closeLabel={t('bannerClose')}
    >
      {bannerMessage(banner, (key) => t(key))}
    </Banner>
  );
}
