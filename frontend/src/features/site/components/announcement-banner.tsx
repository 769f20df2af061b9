// The announcement banner above the header (spec section 2 "Layout", section 4
// "Announcement"). Its colour follows its type; a visitor can close a
// dismissible one, and it stays closed until the owner changes the message.
import { useState } from 'react';
import { Link } from 'react-router';

import type { AnnouncementSettings } from '@/api/settings';
import { IconButton } from '@/ui/button';
import { CloseIcon } from '@/ui/chrome-icons';
import { dismissAnnouncement, dismissedAnnouncement } from '@/features/site/chrome-storage';
import { useOwnDirection } from '@/i18n/use-localized';
import { useT } from '@/i18n/use-t';
import { useHydrated } from '@/lib/hydration';
import { isInternalPath, isWebUrl } from '@/lib/links';

type AnnouncementBannerProps = {
  announcement: AnnouncementSettings;
};

/** Colours per type, hex only (see index.css); all pass WCAG AA for their text. */
export const BANNER_STYLES: Record<AnnouncementSettings['type'], string> = {
  info: 'surface-dark bg-info-700 text-white',
  warning: 'bg-warning-300 text-warning-950',
  success: 'surface-dark bg-success-700 text-white',
  promo: 'surface-dark bg-promo-gradient text-white',
};

function BannerLink({ link, text }: { link: string; text: string }) {
  const className = 'font-semibold whitespace-nowrap underline underline-offset-4 hover:no-underline';
  const dir = useOwnDirection()(text);
  if (isInternalPath(link)) {
    return (
      <Link to={link} className={className} dir={dir}>
        {text}
      </Link>
    );
  }
  if (isWebUrl(link)) {
    return (
      <a href={link} target="_blank" rel="noopener noreferrer" className={className} dir={dir}>
        {text}
      </a>
    );
  }
  // Anything else (javascript:, mailto: typos) is not made clickable.
  return null;
}

export function AnnouncementBanner({ announcement }: AnnouncementBannerProps) {
  const t = useT();
  const ownDir = useOwnDirection();
  const [dismissed, setDismissed] = useState(dismissedAnnouncement);
  // The server draws the banner; a visitor's closing it is known once the
  // page is the app's (decision 145).
  const hydrated = useHydrated();
  const message = announcement.message.trim();

  if (!announcement.enabled || message === '') {
    return null;
  }
  // The dismissal is for this text only: a new message shows again.
  if (announcement.dismissible && hydrated && dismissed === message) {
    return null;
  }

  const link = announcement.link.trim();
  const linkText = announcement.linkText.trim() || t('site.announcementLearnMore');

  return (
    <section
      aria-label={t('site.announcement')}
      data-testid="announcement-banner"
      data-type={announcement.type}
      className={BANNER_STYLES[announcement.type]}
    >
      <div className="mx-auto flex max-w-6xl items-center gap-2 px-4 py-1.5">
        {/* Balances the close button, so the message sits in the middle. */}
        {announcement.dismissible ? <span aria-hidden="true" className="-ms-2 w-8 shrink-0" /> : null}
        <p className="min-w-0 flex-1 py-0.5 text-center text-[0.8125rem] leading-5 font-medium sm:text-sm sm:leading-5">
          <span dir={ownDir(message)}>{message}</span>
          {link !== '' ? (
            <>
              {' '}
              <BannerLink link={link} text={linkText} />
            </>
          ) : null}
        </p>
        {announcement.dismissible ? (
          <IconButton
            label={t('site.announcementDismiss')}
            onClick={() => {
              dismissAnnouncement(message);
              setDismissed(message);
            }}
            className="-me-2 h-8 w-8 shrink-0 transition-colors hover:bg-[#0000001f]"
          >
            <CloseIcon className="h-4.5 w-4.5" />
          </IconButton>
        ) : null}
      </div>
    </section>
  );
}
