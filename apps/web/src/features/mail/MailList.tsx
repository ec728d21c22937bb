import type { MailListItem as MailRow } from '@conecta/contracts/mail';
import List from '@mui/material/List';
import { useTranslation } from 'react-i18next';
import { type CollectionListQuery, CollectionListStates } from '../../shell/collection';
import { mailNamespace } from './locales';
import { MailListItem } from './MailListItem';

interface MailListProps {
  query: CollectionListQuery;
  mails: MailRow[];
  searching: boolean;
  selected: ReadonlySet<string>;
  currentId: string | undefined;
  onToggleSelected(id: string): void;
  onOpen(mail: MailRow): void;
}

/** The mails of the list, a page at a time: "Load more" (or scrolling to the end) brings the next. */
export function MailList({ query, mails, searching, selected, currentId, onToggleSelected, onOpen }: MailListProps) {
  const { t } = useTranslation(mailNamespace);
  return (
    <CollectionListStates
      query={query}
      count={mails.length}
      texts={{
        loading: t('loading'),
        failed: t('listFailed'),
        retry: t('retry'),
        empty: searching ? t('noMatches') : t('empty'),
        more: t('loadMore'),
      }}
      testIds={{
        loading: 'mail-list-loading',
        error: 'mail-list-error',
        empty: 'mail-list-empty',
        more: 'mail-load-more',
      }}
      loadOnScroll
    >
      <List disablePadding aria-label={t('mailList')} data-testid="mail-list">
        {mails.map((mail) => (
          <MailListItem
            key={mail.id}
            mail={mail}
            selected={selected.has(mail.id)}
            current={mail.id === currentId}
            onToggleSelected={onToggleSelected}
            onOpen={onOpen}
          />
        ))}
      </List>
    </CollectionListStates>
  );
}
