import { todoLabels } from '@conecta/contracts/todo';
import type { ParseKeys, TFunction } from 'i18next';
import type { CollectionList } from '../../shell/collection';
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
