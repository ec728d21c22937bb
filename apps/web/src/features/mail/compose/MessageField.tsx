import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RichTextField } from '../../../shell/rich-text/RichTextField';
import type { ComposeValues } from './composeValues';
import { mailComposeNamespace } from './locales';

/** The mail's body: the shell's rich-text field under the label "Message". */
export function MessageField({ control }: { control: Control<ComposeValues> }) {
  const { t } = useTranslation(mailComposeNamespace);
  return <RichTextField name="message" control={control} label={t('message')} testId="compose-body" />;
}
