// "Telegram notifications" in the settings form (spec sections 3 and 7): on or
// off, the bot token (hidden unless shown), the chat ids, a link to the bot
// built from the token, how to find a chat id, and a test message sent by the
// server with what is typed here (hooks/use-telegram-test.ts).
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { FormattedMessage } from 'react-intl';

import { CheckboxSetting, FormSection, type SettingsForm } from '@/features/admin/settings/form-field';
import { botLink, useTelegramTest } from '@/features/admin/settings/hooks/use-telegram-test';
import { BusyButton, inputClass, secondaryButtonClass } from '@/features/admin/ui/form-controls';
import { useT } from '@/i18n/use-t';
import { FormField } from '@/ui/field';
import { Notice } from '@/ui/notice';
import { TextList } from '@/ui/text-list';

const sr = (chunks: React.ReactNode[]) => <span className="sr-only">{chunks}</span>;
const GET_UPDATES = 'https://api.telegram.org/bot<token>/getUpdates';
const CHAT_ID_SAMPLE = '"chat":{"id":123456789';

/** How to find a chat id, folded away until asked for. */
function ChatIdHelp() {
  const t = useT();
  return (
    <details className="rounded-xl border border-ink-200 bg-sand-50 px-4 py-3 text-sm text-ink-700 sm:col-span-2">
      <summary className="cursor-pointer font-semibold text-ink-800">{t('adminSettings.chatIdHelp')}</summary>
      <ol className="mt-2 list-decimal space-y-1.5 ps-5">
        <li>{t('adminSettings.chatIdStep1')}</li>
        <li>
          <FormattedMessage
            id="adminSettings.chatIdStep2"
            values={{
              url: (
                <code dir="ltr" className="break-all rounded bg-white px-1 py-0.5 font-mono text-xs text-ink-900">
                  {GET_UPDATES}
                </code>
              ),
              chat: (
                <code dir="ltr" className="rounded bg-white px-1 py-0.5 font-mono text-xs text-ink-900">
                  {CHAT_ID_SAMPLE}
                </code>
              ),
            }}
          />
        </li>
        <li>{t('adminSettings.chatIdStep3')}</li>
      </ol>
    </details>
  );
}

export function TelegramFieldset({ form }: { form: SettingsForm }) {
  const t = useT();
  const [tokenShown, setTokenShown] = useState(false);
  const { test, sending, outcome } = useTelegramTest(form);
  const token = useWatch({ control: form.control, name: 'telegram.botToken' });
  const link = botLink(token);

  return (
    <FormSection
      legend={t('adminSettings.telegram')}
      description={t('adminSettings.telegramIntro')}
    >
      <div className="sm:col-span-2">
        <CheckboxSetting form={form} path="telegram.enabled" label={t('adminSettings.telegramEnabled')} />
      </div>

      <div className="sm:col-span-2">
        <CheckboxSetting
          form={form}
          path="telegram.actions"
          label={t('adminSettings.telegramActions')}
          hint={t('adminSettings.telegramActionsHint')}
        />
      </div>

      <FormField look="admin"
        form={form}
        name="telegram.botToken"
        id="settings-telegram-botToken"
        label={t('adminSettings.botToken')}
        hint={t('adminSettings.botTokenHint')}
        className="sm:col-span-2"
      >
        {(control) => (
          <div className="flex gap-2">
            <input
              type={tokenShown ? 'text' : 'password'}
              autoComplete="off"
              spellCheck={false}
              className={`${inputClass} min-w-0 flex-1 font-mono`}
              {...control}
            />
            <button
              type="button"
              aria-controls="settings-telegram-botToken"
              onClick={() => {
                setTokenShown((shown) => !shown);
              }}
              className={`${secondaryButtonClass} mt-1.5 shrink-0 px-4`}
            >
              <FormattedMessage id={tokenShown ? 'adminSettings.hideToken' : 'adminSettings.showToken'} values={{ sr }} />
            </button>
          </div>
        )}
      </FormField>

      <div className="sm:col-span-2">
        <p className="text-sm font-semibold text-ink-800">{t('adminSettings.yourBot')}</p>
        {link !== null ? (
          <>
            <a
              href={link}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-1 inline-block text-sm font-semibold break-all text-ocean-700 underline underline-offset-4 hover:no-underline"
            >
              {link}
            </a>
            <p className="mt-1 text-xs text-ink-600">
              {t('adminSettings.botLinkHelp')}
            </p>
          </>
        ) : (
          <p className="mt-1 text-sm text-ink-600">{t('adminSettings.botLinkLater')}</p>
        )}
      </div>

      <FormField look="admin"
        form={form}
        name="telegram.chatIds"
        id="settings-telegram-chatIds"
        label={t('adminSettings.chatIds')}
        hint={t('adminSettings.chatIdsHint')}
        className="sm:col-span-2"
      >
        {(control) => (
          <input
            type="text"
            inputMode="text"
            autoComplete="off"
            spellCheck={false}
            className={`${inputClass} font-mono`}
            {...control}
          />
        )}
      </FormField>

      <ChatIdHelp />

      <div className="space-y-3 sm:col-span-2">
        <BusyButton busy={sending} busyLabel={t('adminSettings.sending')} onClick={() => void test()} className={secondaryButtonClass}>
          {t('adminSettings.sendTest')}
        </BusyButton>
        <p className="text-xs text-ink-600">{t('adminSettings.sendTestHint')}</p>
        {outcome !== null ? (
          <Notice tone={outcome.tone}>
            <TextList lines={outcome.lines} className="space-y-0.5" data-testid="telegram-test-results" />
          </Notice>
        ) : null}
      </div>
    </FormSection>
  );
}

