// WhatsApp and Call under an order or a tailoring request: the chat opens in
// a new tab with the message prepared (none where the phone cannot take
// one), the call dials the customer.
import { secondaryButtonClass } from '@/features/admin/ui/form-controls';
import { ChatIcon } from '@/ui/icons';
import { useT } from '@/i18n/use-t';

type ContactButtonsProps = {
  /** The prepared chat's address, or null for no WhatsApp button. */
  whatsapp: string | null;
  phone: string;
  /** Whom the buttons reach, for screen readers: the customer's name. */
  who: string;
};

export function ContactButtons({ whatsapp, phone, who }: ContactButtonsProps) {
  const t = useT();
  return (
    <div className="flex gap-2">
      {whatsapp === null ? null : (
        <a
          href={whatsapp}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex h-11 items-center gap-2 rounded-full bg-success-700 px-4 text-sm font-semibold text-white hover:bg-success-900"
        >
          <ChatIcon className="h-5 w-5" />
          {t('admin.whatsapp')} <span className="sr-only">{t('admin.opensInNewTab', { who })}</span>
        </a>
      )}
      <a href={`tel:${phone}`} className={secondaryButtonClass}>
        {t('admin.call')} <span className="sr-only">{who}</span>
      </a>
    </div>
  );
}
