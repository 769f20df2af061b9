// The settings form's save: the whole document with PUT /settings, the form
// then filled from the server's answer and "Settings saved successfully!"
// shown for its 2 s; a refusal keeps what was typed and puts the server's
// words on the inputs they concern (the others listed under the message).
import { useState } from 'react';
import type { Path } from 'react-hook-form';

import { errorMessage } from '@/api/error-message';
import { serverFieldMessagesOf } from '@/api/errors';
import type { AdminSettings } from '@/features/admin/api/admin-settings-api';
import { useSaveSettingsMutation } from '@/features/admin/settings/api/settings-api';
import type { SettingsForm } from '@/features/admin/settings/form-field';
import {
  formPathFor,
  formValuesFrom,
  settingsFrom,
  type SettingsFormValues,
} from '@/features/admin/settings/settings-form';
import type { Failure } from '@/features/admin/ui/failure-notice';
import { useDismissAfter } from '@/features/admin/ui/use-dismiss-after';
import { englishT } from '@/features/admin/ui/admin-intl';
import type { Translate } from '@/i18n/english';
import { useServerWords } from '@/i18n/use-server-words';
import { useT } from '@/i18n/use-t';

/** How long "Settings saved successfully!" shows (spec section 9). */
export const SETTINGS_SAVED_MS = 2000;
export const CHECK_FIELDS = englishT('adminSettings.checkFields');

/** A server path the form has no input for, in the owner's words. */
function describePath(path: string, t: Translate): string {
  if (path.startsWith('geo.')) {
    return t('adminSettings.describeGeography');
  }
  if (path.startsWith('delivery.perAtollFees')) {
    return t('adminSettings.describeFees');
  }
  return path;
}

export function useSettingsSave(form: SettingsForm, settings: AdminSettings) {
  const t = useT();
  const say = useServerWords();
  const [saveSettings, { isLoading: saving }] = useSaveSettingsMutation();
  // Counts saves, so a second save in a row shows the message for its own 2 s.
  const [savedCount, setSavedCount] = useState(0);
  const [savedShown, setSavedShown] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);

  useDismissAfter(savedCount === 0 ? null : savedCount, SETTINGS_SAVED_MS, () => {
    setSavedShown(false);
  });

  const submit = form.handleSubmit(
    async (values) => {
      setSavedShown(false);
      setFailure(null);
      try {
        const saved = await saveSettings(settingsFrom(values, settings)).unwrap();
        form.reset(formValuesFrom(saved));
        setSavedShown(true);
        setSavedCount((count) => count + 1);
      } catch (error) {
        const current = form.getValues();
        const details: string[] = [];
        let focus = true;
        for (const [serverPath, message] of Object.entries(serverFieldMessagesOf(error, say))) {
          const formPath = formPathFor(serverPath, current);
          if (formPath === null) {
            details.push(`${describePath(serverPath, t)}: ${message}`);
            continue;
          }
          form.setError(formPath as Path<SettingsFormValues>, { message }, { shouldFocus: focus });
          focus = false;
        }
        setFailure({ message: errorMessage(error, t('adminSettings.saveFailed'), { say }), details });
      }
    },
    () => {
      setSavedShown(false);
      setFailure({ message: t('adminSettings.checkFields'), details: [] });
    },
  );

  return { submit, saving, savedShown, failure };
}
