import type { MailListItem as MailRow } from '@conecta/contracts/mail';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { SkeletonRows } from '../../shell/SkeletonRows';
import { mailNamespace } from './locales';
import { MailListItem } from './MailListItem';

interface MailListProps {
  mails: MailRow[] | undefined;
  failed: boolean;
  searching: boolean;
  hasMore: boolean;
  loadingMore: boolean;
  selected: ReadonlySet<string>;
  currentId: string | undefined;
  onRetry(): void;
  onLoadMore(): void;
  onToggleSelected(id: string): void;
  onOpen(mail: MailRow): void;
}

/** The mails of the list, a page at a time: "Load more" (or scrolling to the end) brings the next. */
export function MailList(props: MailListProps) {
  const { mails, failed, searching, hasMore, loadingMore, selected, currentId } = props;
  const { t } = useTranslation(mailNamespace);
  const sentinel = useRef<HTMLDivElement>(null);
  const loadMore = useRef(props.onLoadMore);
  loadMore.current = props.onLoadMore;

  useEffect(() => {
    const target = sentinel.current;
    if (!target || !hasMore || loadingMore || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) loadMore.current();
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasMore, loadingMore]);

  if (failed && !mails) {
    return (
      <Alert
        severity="error"
        sx={{ m: 2 }}
        action={
          <Button color="inherit" size="small" onClick={props.onRetry}>
            {t('retry')}
          </Button>
        }
        data-testid="mail-list-error"
      >
        {t('listFailed')}
      </Alert>
    );
  }
  if (!mails) {
    return (
      <Box aria-busy="true" data-testid="mail-list-loading" sx={{ p: 2 }}>
        <SkeletonRows count={6} circle={36} lines={['40%', '80%']} sx={{ mb: 2 }} />
      </Box>
    );
  }
  if (mails.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ p: 4, textAlign: 'center' }} data-testid="mail-list-empty">
        {searching ? t('noMatches') : t('empty')}
      </Typography>
    );
  }
  return (
    <>
      <List disablePadding aria-label={t('mailList')} data-testid="mail-list">
        {mails.map((mail) => (
          <MailListItem
            key={mail.id}
            mail={mail}
            selected={selected.has(mail.id)}
            current={mail.id === currentId}
            onToggleSelected={props.onToggleSelected}
            onOpen={props.onOpen}
          />
        ))}
      </List>
      {hasMore && (
        <Box ref={sentinel} sx={{ display: 'flex', justifyContent: 'center', p: 2 }}>
          <Button onClick={props.onLoadMore} loading={loadingMore} data-testid="mail-load-more">
            {t('loadMore')}
          </Button>
        </Box>
      )}
    </>
  );
}
