// "Telegram notifications" in the settings form (spec sections 3 and 7): on or
// off, the bot token (hidden unless shown), the chat ids, a link to the bot
// built from the token, how to find a chat id, and a test message sent by the
// server with what is typed here (hooks/use-telegram-test.ts).
import { useState } from 'react';
import { useWatch } from 'react-hook-form';

import { CheckboxSetting, FormSection, type SettingsForm } from '@/features/admin/settings/form-field';
import { botLink, useTelegramTest } from '@/features/admin/settings/hooks/use-telegram-test';
import { BusyButton, inputClass, secondaryButtonClass } from '@/features/admin/ui/form-controls';
import { FormField } from '@/ui/field';
import { Notice } from '@/ui/notice';
import { TextList } from '@/ui/text-list';

/** How to find a chat id, folded away until asked for. */
function ChatIdHelp() {
  return (
    <details className="rounded-xl border border-ink-200 bg-sand-50 px-4 py-3 text-sm text-ink-700 sm:col-span-2">
      <summary className="cursor-pointer font-semibold text-ink-800">How do I find a chat ID?</summary>
      <ol className="mt-2 list-decimal space-y-1.5 pl-5">
        <li>
          Open your bot in Telegram (the link above) and send it any message. For a group, add the bot to the
          group and send a message there.
        </li>
        <li>
          In a browser, open{' '}
          <code className="break-all rounded bg-white px-1 py-0.5 font-mono text-xs text-ink-900">
            https://api.telegram.org/bot&lt;token&gt;/getUpdates
          </code>{' '}
          with your bot token in place of &lt;token&gt;, and find{' '}
          <code className="rounded bg-white px-1 py-0.5 font-mono text-xs text-ink-900">
            &quot;chat&quot;:&#123;&quot;id&quot;:123456789
          </code>
          . That number is the chat ID; a group&apos;s starts with a minus sign.
        </li>
        <li>Or send a message to a bot such as @userinfobot: it replies with your own chat ID.</li>
      </ol>
    </details>
  );
}

export function TelegramFieldset({ form }: { form: SettingsForm }) {
  const [tokenShown, setTokenShown] = useState(false);
  const { test, sending, outcome } = useTelegramTest(form);
  const token = useWatch({ control: form.control, name: 'telegram.botToken' });
  const link = botLink(token);

  return (
    <FormSection
      legend="Telegram notifications"
      description="A message for every new order, sent by the shop's server to your Telegram chats."
    >
      <div className="sm:col-span-2">
        <CheckboxSetting form={form} path="telegram.enabled" label="Send new orders to Telegram" />
      </div>

      <div className="sm:col-span-2">
        <CheckboxSetting
          form={form}
          path="telegram.actions"
          label="Act on orders from Telegram"
          hint="Buttons under each new-order message: Processing, Mark paid, Cancel, then Shipped and Delivered. Only the chats listed below can use them."
        />
      </div>

      <FormField look="admin"
        form={form}
        name="telegram.botToken"
        id="settings-telegram-botToken"
        label="Bot token"
        hint="From @BotFather, for example 123456789:ABCdef…"
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
              {tokenShown ? 'Hide' : 'Show'}
              {' '}
              <span className="sr-only">bot token</span>
            </button>
          </div>
        )}
      </FormField>

      <div className="sm:col-span-2">
        <p className="text-sm font-semibold text-ink-800">Your bot</p>
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
              If Telegram cannot open it, search Telegram for your bot&apos;s @username instead.
            </p>
          </>
        ) : (
          <p className="mt-1 text-sm text-ink-600">The link to your bot appears here once the token is entered.</p>
        )}
      </div>

      <FormField look="admin"
        form={form}
        name="telegram.chatIds"
        id="settings-telegram-chatIds"
        label="Chat IDs"
        hint="Separate several chat IDs with commas, for example 123456789, -1001234567890"
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
        <BusyButton busy={sending} busyLabel="Sending…" onClick={() => void test()} className={secondaryButtonClass}>
          Send test message
        </BusyButton>
        <p className="text-xs text-ink-600">Uses the token and chat IDs typed above, saved or not.</p>
        {outcome !== null ? (
          <Notice tone={outcome.tone}>
            <TextList lines={outcome.lines} className="space-y-0.5" data-testid="telegram-test-results" />
          </Notice>
        ) : null}
      </div>
    </FormSection>
  );
}

