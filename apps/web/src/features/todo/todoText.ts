import { todoLabels } from '@conecta/contracts/todo';
import type { ParseKeys, TFunction } from 'i18next';
import { useMemo } from 'react';
import { useAppSelector } from '../../app/hooks';
import type { CollectionList } from '../../shell/collection';
import { selectLanguage } from '../../shell/i18n/languageSlice';
import type { todoNamespace } from './locales';

/** A key made at run time (`filter_completed`): the key test and the screens' tests check these. */
type TodoKey = ParseKeys<typeof todoNamespace>;
type TodoT = TFunction<typeof todoNamespace>;

/** A list's name in the user's language (`folder_all`, `filter_completed`, `label_api`). */
export const listTitle = (t: TodoT, list: CollectionList) =>
  t(`${list.kind}_${list.handle}` as TodoKey, { defaultValue: list.handle });

/** A label's name in the user's language, by its id. */
export function labelTitle(t: TodoT, id: number) {
  const label = todoLabels[id];
  return label ? t(`label_${label.handle}` as TodoKey) : String(id);
}

/** A to-do's date and time, as the user's language writes them. */
export function useTodoDate() {
  const language = useAppSelector(selectLanguage);
  return useMemo(() => {
    const dates = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
    return (iso: string) => dates.format(new Date(iso));
  }, [language]);
}
