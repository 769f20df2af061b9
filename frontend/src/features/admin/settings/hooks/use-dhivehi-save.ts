// Saving the settings' Dhivehi section from its own cards: the settings as
// last read with the section replaced, PUT whole (the server keeps nothing
// it is not sent). A refusal comes back in the page's language: the server's
// message and its field messages by their codes.
import { errorMessage } from '@/api/error-message';
import { serverFieldMessagesOf } from '@/api/errors';
import type { DhivehiSettings } from '@/api/settings';
import type { AdminSettings } from '@/features/admin/api/admin-settings-api';
import { useSaveSettingsMutation } from '@/features/admin/settings/api/settings-api';
import { useServerWords } from '@/i18n/use-server-words';
import { useT } from '@/i18n/use-t';

export type DhivehiSaveResult = { ok: true } | { ok: false; message: string; fields: Record<string, string> };

export function useDhivehiSave(settings: AdminSettings) {
  const t = useT();
  const say = useServerWords();
  const [saveSettings, { isLoading: saving }] = useSaveSettingsMutation();

  const save = async (dhivehi: DhivehiSettings): Promise<DhivehiSaveResult> => {
    const result = await saveSettings({ ...settings, dhivehi });
    if (result.error === undefined) {
      return { ok: true };
    }
    return {
      ok: false,
      message: errorMessage(result.error, t('adminSettings.dvSaveFailed'), { say }),
      fields: serverFieldMessagesOf(result.error, say),
    };
  };

  return { save, saving };
}
