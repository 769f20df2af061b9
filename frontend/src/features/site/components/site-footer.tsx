// The footer (spec section 2 "Layout"): the shop's short description and
// social links, quick links, phone and WhatsApp, the map with a Get Directions
// link, and the copyright line. Everything but the quick links comes from the
// settings; a link the owner left empty is simply not shown.
import type { ComponentType, SVGProps } from 'react';
import { Link } from 'react-router';

import type { ContactSettings, FooterSettings } from '@/api/settings';
import {
  ChatIcon,
  ExternalIcon,
  FacebookIcon,
  InstagramIcon,
  MapPinIcon,
  PhoneIcon,
  TwitterIcon,
} from '@/ui/chrome-icons';
import { LanguageSwitch } from '@/features/site/components/language-switch';
import { FOOTER_QUICK_LINKS } from '@/features/site/nav-links';
import { useOwnDirection } from '@/i18n/use-localized';
import { useT } from '@/i18n/use-t';
import { isWebUrl } from '@/lib/links';
import { Ltr } from '@/ui/ltr';
import { isValidMaldivesPhone, normalizePhone } from '@/lib/phone';

type SiteFooterProps = {
  footer: FooterSettings;
  contact: ContactSettings;
};

type SocialLink = {
  label: string;
  url: string;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
};

const headingClass = 'text-xs font-semibold tracking-[0.14em] text-sand-300 uppercase';
const textLinkClass =
  'inline-flex items-center gap-2 rounded text-ocean-100 underline-offset-4 transition-colors hover:text-white hover:underline';

/** A tel: address that dials from abroad too when the number is a Maldives one. */
export function telHref(phone: string): string {
  const dialable = isValidMaldivesPhone(phone) ? normalizePhone(phone) : phone.replace(/[^\d+]/g, '');
  return `tel:${dialable}`;
}

function webUrlOrNull(url: string): string | null {
  const trimmed = url.trim();
  return isWebUrl(trimmed) ? trimmed : null;
}

export function SiteFooter({ footer, contact }: SiteFooterProps) {
  const t = useT();
  const ownDir = useOwnDirection();
  const year = new Date().getFullYear();
  const description = footer.shortDescription.trim();
  const phone = contact.phone.trim();
  const whatsappUrl = webUrlOrNull(contact.whatsappUrl);
  const mapUrl = webUrlOrNull(footer.googleMapsUrl);
  const directionsUrl = webUrlOrNull(footer.directionsUrl);
  const socialLinks = (
    [
      { label: 'Facebook', url: footer.facebookUrl, Icon: FacebookIcon },
      { label: 'Instagram', url: footer.instagramUrl, Icon: InstagramIcon },
      { label: 'Twitter', url: footer.twitterUrl, Icon: TwitterIcon },
    ] satisfies SocialLink[]
  ).flatMap((link) => {
    const url = webUrlOrNull(link.url);
    return url === null ? [] : [{ ...link, url }];
  });

  return (
    <footer className="surface-dark bg-ocean-900 text-sand-100">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-[1.4fr_0.8fr_1fr_1.3fr] lg:gap-8">
        <div>
          <p className="font-display text-2xl font-semibold tracking-tight text-white">{t('common.shopName')}</p>
          {description !== '' ? (
            <p className="mt-3 max-w-sm text-sm leading-relaxed text-ocean-100" dir={ownDir(description)}>
              {description}
            </p>
          ) : null}
          {socialLinks.length > 0 ? (
            <ul aria-label={t('site.footerFollowUs')} className="mt-5 flex gap-2">
              {socialLinks.map(({ label, url, Icon }) => (
                <li key={label}>
                  <a
                    href={url}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={label}
                    className="inline-flex h-10 w-10 items-center justify-center rounded-full border border-ocean-700 text-ocean-100 transition-colors hover:border-ocean-300 hover:bg-ocean-800 hover:text-white"
                  >
                    <Icon className="h-5 w-5" />
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>

        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className={headingClass}>
            {t('site.footerQuickLinks')}
          </h2>
          <ul className="mt-4 grid grid-cols-2 gap-x-6 gap-y-2.5 text-sm sm:grid-cols-1">
            {FOOTER_QUICK_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={textLinkClass}>
                  {t(link.labelId)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        {phone !== '' || whatsappUrl !== null ? (
          <div>
            <h2 className={headingClass}>{t('site.footerContact')}</h2>
            <ul className="mt-4 space-y-3 text-sm">
              {phone !== '' ? (
                <li>
                  <a href={telHref(phone)} className={textLinkClass}>
                    <PhoneIcon className="h-4.5 w-4.5 shrink-0 text-ocean-300" />
                    <Ltr>{phone}</Ltr>
                  </a>
                </li>
              ) : null}
              {whatsappUrl !== null ? (
                <li>
                  <a href={whatsappUrl} target="_blank" rel="noopener noreferrer" className={textLinkClass}>
                    <ChatIcon className="h-4.5 w-4.5 shrink-0 text-ocean-300" />
                    {t('common.whatsApp')}
                  </a>
                </li>
              ) : null}
            </ul>
          </div>
        ) : null}

        <div>
          <h2 className={headingClass}>{t('site.footerVisitUs')}</h2>
          {mapUrl !== null ? (
            <iframe
              title={t('site.footerMapTitle')}
              src={mapUrl}
              loading="lazy"
              referrerPolicy="no-referrer-when-downgrade"
              className="mt-4 h-44 w-full rounded-xl border-0 bg-ocean-800"
            />
          ) : (
            <p className="mt-4 flex h-28 items-center justify-center gap-2 rounded-xl border border-dashed border-ocean-700 px-4 text-center text-sm text-ocean-200">
              <MapPinIcon className="h-5 w-5 shrink-0" />
              {t('site.footerNoMap')}
            </p>
          )}
          {directionsUrl !== null ? (
            <a
              href={directionsUrl}
              target="_blank"
              rel="noopener noreferrer"
              className={`${textLinkClass} mt-3 text-sm font-semibold`}
            >
              {t('site.footerDirections')}
              <ExternalIcon className="h-4 w-4" />
            </a>
          ) : null}
        </div>
      </div>
      <div className="border-t border-ocean-800">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-5 text-xs text-ocean-200">
          <p>{t('site.footerCopyright', { year: String(year) })}</p>
          <LanguageSwitch className={textLinkClass} />
        </div>
      </div>
    </footer>
  );
}
