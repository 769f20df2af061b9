// The owner's Dhivehi twins the settings screen edits (decisions 229 and
// 235): each beside the English it stands for, with the server's bounds and
// its refusal of controls that reverse text.
import { z } from 'zod';

import type { DhivehiSettings } from '@/api/settings';
import type { AdminSettings } from '@/features/admin/api/admin-settings-api';
import type { SayRule } from '@/features/admin/settings/tax-and-messages-form';
import { TWIN_MESSAGE_IDS } from '@/i18n/overrides';
import { englishT } from '@/features/admin/ui/admin-intl';

export type TwinKey = Exclude<keyof DhivehiSettings, 'overrides'>;

export type Twin = {
  key: TwinKey;
  /** The catalogue id of its label. */
  label: string;
  /** Characters at most, as the server counts them. */
  limit: number;
  rows?: number;
  /** The English it stands for: the owner's, or the app's own text. */
  english: (settings: AdminSettings) => string;
  /** The app's text it replaces on Dhivehi pages, when it is one (decision 235). */
  appId?: string;
};

const MAX_TEXT = 2000;
const MAX_SHORT_TEXT = 200;

const appText = (id: string) => () => englishT(id);

export const TWINS: readonly Twin[] = [
  { key: 'announcementMessage', label: 'adminSettings.dvBannerMessage', limit: MAX_TEXT, rows: 2, english: (s) => s.announcement.message },
  { key: 'announcementLinkText', label: 'adminSettings.dvBannerLinkText', limit: MAX_SHORT_TEXT, english: (s) => s.announcement.linkText },
  { key: 'heroTitle', label: 'adminSettings.dvHeroTitle', limit: MAX_SHORT_TEXT, english: (s) => s.hero.title },
  { key: 'heroSubtitle', label: 'adminSettings.dvHeroSubtitle', limit: MAX_TEXT, rows: 2, english: (s) => s.hero.subtitle },
  { key: 'heroButtonText', label: 'adminSettings.dvHeroButtonText', limit: MAX_SHORT_TEXT, english: (s) => s.hero.buttonText },
  {
    key: 'footerShortDescription',
    label: 'adminSettings.dvFooterDescription',
    limit: MAX_TEXT,
    rows: 2,
    english: (s) => s.footer.shortDescription,
  },
  {
    key: 'firstVisitMessage',
    label: 'adminSettings.dvPopupMessage',
    limit: MAX_TEXT,
    rows: 2,
    english: appText(TWIN_MESSAGE_IDS.firstVisitMessage),
    appId: TWIN_MESSAGE_IDS.firstVisitMessage,
  },
  {
    key: 'firstVisitButtonText',
    label: 'adminSettings.dvPopupButton',
    limit: MAX_SHORT_TEXT,
    english: appText(TWIN_MESSAGE_IDS.firstVisitButtonText),
    appId: TWIN_MESSAGE_IDS.firstVisitButtonText,
  },
  {
    key: 'tailoringGuide',
    label: 'adminSettings.dvTailoringGuide',
    limit: MAX_TEXT,
    rows: 3,
    english: appText(TWIN_MESSAGE_IDS.tailoringGuide),
    appId: TWIN_MESSAGE_IDS.tailoringGuide,
  },
];

export type DhivehiWordsValues = Record<TwinKey, string>;

/** Left-to-right and right-to-left overrides (U+202D, U+202E). */
export const REVERSING = /[\u202d\u202e]/u;
/** Control characters other than a newline, a tab or a carriage return. */
// eslint-disable-next-line no-control-regex -- finding them is the point
export const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/u;

/** The server's messages for a text it refuses. */
export const TEXT_MESSAGES = {
  control: 'Must not contain control characters',
  reversing: 'Must not contain characters that reverse the text',
} as const;

/** What is wrong with a text's characters, said as `say` says the server's messages, or null. */
export function charactersProblem(text: string, say: SayRule): string | null {
  if (CONTROL.test(text)) {
    return say('control_characters', TEXT_MESSAGES.control);
  }
  return REVERSING.test(text) ? say('reversing_characters', TEXT_MESSAGES.reversing) : null;
}

/** Must be at most `limit` characters, said as `say` says it. */
export function tooLongIn(limit: number, say: SayRule): string {
  return say('too_long', `Must be at most ${String(limit)} characters`, { max: String(limit) });
}

/** The twins' rules, in the page's words (the server's messages, by their codes). */
export function dhivehiWordsSchema(say: SayRule) {
  const shape = {} as Record<TwinKey, z.ZodType<string, string>>;
  for (const twin of TWINS) {
    shape[twin.key] = z
      .string()
      .trim()
      .refine((value) => Array.from(value).length <= twin.limit, tooLongIn(twin.limit, say))
      .refine((value) => !CONTROL.test(value), say('control_characters', TEXT_MESSAGES.control))
      .refine((value) => !REVERSING.test(value), say('reversing_characters', TEXT_MESSAGES.reversing));
  }
  return z.object(shape);
}

/** The form's values: the twins as stored ("" when there is none). */
export function dhivehiWordsFrom(dhivehi: DhivehiSettings | undefined): DhivehiWordsValues {
  const values = {} as DhivehiWordsValues;
  for (const twin of TWINS) {
    values[twin.key] = dhivehi?.[twin.key] ?? '';
  }
  return values;
}

/** The stored section with the twins replaced and the corrections kept. */
export function withDhivehiWords(dhivehi: DhivehiSettings | undefined, values: DhivehiWordsValues): DhivehiSettings {
  return { ...values, overrides: { ...dhivehi?.overrides } };
}
