// The Telegram section's test message: checks that a token and chat ids are
// typed, sends them to the server (saved or not) and says, chat by chat, what
// Telegram answered; the server's field messages go on the inputs.
import { useState } from 'react';

import { errorMessage } from '@/api/error-message';
import { serverFieldMessagesOf } from '@/api/errors';
import { useSendTelegramTestMutation, type TelegramTestResult } from '@/features/admin/settings/api/settings-api';
import type { SettingsForm } from '@/features/admin/settings/form-field';
import { englishT, type Translate } from '@/i18n/english';
import { useServerWords } from '@/i18n/use-server-words';
import { useT } from '@/i18n/use-t';

/** The English texts (the tests read them); the screen says them in its language. */
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
export function resultLine(result: TelegramTestResult, t: Translate = englishT): string {
  if (result.ok) {
    return t('adminSettings.sentTo', { chat: result.chatId });
  }
  if (result.status === 0) {
    // No answer from Telegram: the server says why ("Could not reach
    // Telegram: …", or that the id is not a chat id).
    const why = result.description.trim() === '' ? t('adminSettings.noTelegram') : result.description;
    return t('adminSettings.chatProblem', { chat: result.chatId, why });
  }
  return t('adminSettings.chatProblemHttp', { chat: result.chatId, why: result.description, status: String(result.status) });
}

export type TelegramOutcome = { tone: 'success' | 'error'; lines: string[] };

const SERVER_PATHS = { botToken: 'telegram.botToken', chatIds: 'telegram.chatIds' } as const;

export function useTelegramTest(form: SettingsForm) {
  const t = useT();
  const say = useServerWords();
  const { getValues, setError, clearErrors, trigger } = form;
  const [outcome, setOutcome] = useState<TelegramOutcome | null>(null);
  const [sendTest, { isLoading: sending }] = useSendTelegramTestMutation();

  const test = async () => {
    setOutcome(null);
    const botToken = getValues('telegram.botToken').trim();
    const chatIds = getValues('telegram.chatIds').trim();
    if (botToken === '' || chatIds === '') {
      clearErrors(['telegram.botToken', 'telegram.chatIds']);
      if (botToken === '') {
        setError('telegram.botToken', { message: t('adminSettings.botTokenRequired') });
      }
      if (chatIds === '') {
        setError('telegram.chatIds', { message: t('adminSettings.chatIdsRequired') });
      }
      setOutcome({ tone: 'error', lines: [t('adminSettings.testMissing')] });
      return;
    }
    if (!(await trigger(['telegram.botToken', 'telegram.chatIds']))) {
      setOutcome({ tone: 'error', lines: [t('adminSettings.checkFields')] });
      return;
    }
    try {
      const results = await sendTest({ botToken, chatIds }).unwrap();
      setOutcome({
        tone: results.length > 0 && results.every((result) => result.ok) ? 'success' : 'error',
        lines: results.length > 0 ? results.map((result) => resultLine(result, t)) : [t('adminSettings.testFailed')],
      });
    } catch (error) {
      for (const [path, message] of Object.entries(serverFieldMessagesOf(error, say))) {
        if (path === 'botToken' || path === 'chatIds') {
          setError(SERVER_PATHS[path], { message });
        }
      }
      setOutcome({ tone: 'error', lines: [errorMessage(error, t('adminSettings.testFailed'), { say })] });
    }
  };


  return { test, sending, outcome };
}
