// "Telegram notifications" in the settings form (spec sections 3 and 7): on or
// off, the bot token (hidden unless shown), the chat ids, a link to the bot
// built from the token, how to find a chat id, and a test message sent by the
// server with what is typed here.
import { useState } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';

import {
  SESSION_ENDED,
  serverFieldsOf,
  useSendTelegramTestMutation,
  type TelegramTestResult,
} from '@/api/admin-settings';
import { httpStatusOf, serverMessageOf } from '@/api/errors';
import {
  CheckboxRow,
  Field,
  FormSection,
  checkboxClass,
  describedProps,
  inputClass,
  secondaryButtonClass,
} from '@/features/admin/settings/form-field';
import type { SettingsFormOutput, SettingsFormValues } from '@/features/admin/settings/settings-form';
import { Notice } from '@/features/admin/ui/notice';

export const TELEGRAM_TEST_MESSAGES = {
  missing: 'Enter a bot token and at least one chat ID first.',
  botTokenRequired: 'Bot token is required',
  chatIdsRequired: 'At least one chat ID is required',
  checkFields: 'Please check the highlighted fields.',
  tooMany: 'Too many test messages. Please wait a minute.',
  failed: 'Could not send the test message. Please try again.',
} as const;

/** The link to the bot: t.me and the part of the token before the colon (spec section 2). */
export function botLink(token: string): string | null {
  const [botId = ''] = token.trim().split(':');
  return token.includes(':') && botId !== '' ? `https://t.me/${botId}` : null;
}

/** One line per chat of a test message's results. */
export function resultLine(result: TelegramTestResult): string {
  if (result.ok) {
    return `Sent to ${result.chatId}`;
  }
  if (result.status === 0) {
    // No answer from Telegram: the server says why ("Could not reach
    // Telegram: …", or that the id is not a chat id).
    const why = result.description.trim() === '' ? 'could not reach Telegram' : result.description;
    return `Chat ${result.chatId}: ${why}`;
  }
  return `Chat ${result.chatId}: ${result.description} (HTTP ${String(result.status)})`;
}

type Outcome = { tone: 'success' | 'error'; lines: string[] };

const SERVER_PATHS = { botToken: 'telegram.botToken', chatIds: 'telegram.chatIds' } as const;

type TelegramFieldsetProps = {
  form: UseFormReturn<SettingsFormValues, unknown, SettingsFormOutput>;
};

export function TelegramFieldset({ form }: TelegramFieldsetProps) {
  const {
    register,
    control,
    getValues,
    setError,
    clearErrors,
    trigger,
    formState: { errors },
  } = form;
  const [tokenShown, setTokenShown] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [sendTest, { isLoading: sending }] = useSendTelegramTestMutation();
  const token = useWatch({ control, name: 'telegram.botToken' });
  const link = botLink(token);

  const tokenError = errors.telegram?.botToken?.message;
  const chatIdsError = errors.telegram?.chatIds?.message;

  const test = async () => {
    setOutcome(null);
    const botToken = getValues('telegram.botToken').trim();
    const chatIds = getValues('telegram.chatIds').trim();
    if (botToken === '' || chatIds === '') {
      clearErrors(['telegram.botToken', 'telegram.chatIds']);
      if (botToken === '') {
        setError('telegram.botToken', { message: TELEGRAM_TEST_MESSAGES.botTokenRequired });
      }
      if (chatIds === '') {
        setError('telegram.chatIds', { message: TELEGRAM_TEST_MESSAGES.chatIdsRequired });
      }
      setOutcome({ tone: 'error', lines: [TELEGRAM_TEST_MESSAGES.missing] });
      return;
    }
    if (!(await trigger(['telegram.botToken', 'telegram.chatIds']))) {
      setOutcome({ tone: 'error', lines: [TELEGRAM_TEST_MESSAGES.checkFields] });
      return;
    }
    try {
      const results = await sendTest({ botToken, chatIds }).unwrap();
      setOutcome({
        tone: results.length > 0 && results.every((result) => result.ok) ? 'success' : 'error',
        lines: results.length > 0 ? results.map(resultLine) : [TELEGRAM_TEST_MESSAGES.failed],
      });
    } catch (error) {
      for (const [path, message] of Object.entries(serverFieldsOf(error))) {
        if (path === 'botToken' || path === 'chatIds') {
          setError(SERVER_PATHS[path], { message });
        }
      }
      setOutcome({ tone: 'error', lines: [testFailureMessage(error)] });
    }
  };

  return (
    <FormSection
      legend="Telegram notifications"
      description="A message for every new order, sent by the shop's server to your Telegram chats."
    >
      <div className="sm:col-span-2">
        <CheckboxRow id="settings-telegram-enabled" label="Send new orders to Telegram">
          <input
            id="settings-telegram-enabled"
            type="checkbox"
            className={checkboxClass}
            {...register('telegram.enabled')}
          />
        </CheckboxRow>
      </div>

      <div className="sm:col-span-2">
        <CheckboxRow
          id="settings-telegram-actions"
          label="Act on orders from Telegram"
          hint="Buttons under each new-order message: Processing, Mark paid, Cancel, then Shipped and Delivered. Only the chats listed below can use them."
        >
          <input
            id="settings-telegram-actions"
            type="checkbox"
            className={checkboxClass}
            aria-describedby="settings-telegram-actions-hint"
            {...register('telegram.actions')}
          />
        </CheckboxRow>
      </div>

      <Field
        id="settings-telegram-botToken"
        label="Bot token"
        error={tokenError}
        hint="From @BotFather, for example 123456789:ABCdef…"
        className="sm:col-span-2"
      >
        <div className="flex gap-2">
          <input
            id="settings-telegram-botToken"
            type={tokenShown ? 'text' : 'password'}
            autoComplete="off"
            spellCheck={false}
            className={`${inputClass} min-w-0 flex-1 font-mono`}
            {...describedProps('settings-telegram-botToken', tokenError, true)}
            {...register('telegram.botToken')}
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
      </Field>

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

      <Field
        id="settings-telegram-chatIds"
        label="Chat IDs"
        error={chatIdsError}
        hint="Separate several chat IDs with commas, for example 123456789, -1001234567890"
        className="sm:col-span-2"
      >
        <input
          id="settings-telegram-chatIds"
          type="text"
          inputMode="text"
          autoComplete="off"
          spellCheck={false}
          className={`${inputClass} font-mono`}
          {...describedProps('settings-telegram-chatIds', chatIdsError, true)}
          {...register('telegram.chatIds')}
        />
      </Field>

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

      <div className="space-y-3 sm:col-span-2">
        <button
          type="button"
          disabled={sending}
          onClick={() => void test()}
          className={secondaryButtonClass}
        >
          {sending ? 'Sending…' : 'Send test message'}
        </button>
        <p className="text-xs text-ink-600">Uses the token and chat IDs typed above, saved or not.</p>
        {outcome !== null ? (
          <Notice tone={outcome.tone}>
            <ul className="space-y-0.5" data-testid="telegram-test-results">
              {outcome.lines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </Notice>
        ) : null}
      </div>
    </FormSection>
  );
}

function testFailureMessage(error: unknown): string {
  switch (httpStatusOf(error)) {
    case 401:
      return SESSION_ENDED;
    case 422:
      return serverMessageOf(error) ?? TELEGRAM_TEST_MESSAGES.missing;
    case 429:
      return serverMessageOf(error) ?? TELEGRAM_TEST_MESSAGES.tooMany;
    case undefined:
      return 'Could not reach the server. Please try again.';
    default:
      return serverMessageOf(error) ?? TELEGRAM_TEST_MESSAGES.failed;
  }
}
