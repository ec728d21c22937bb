import type { KnowledgeBaseCategory } from '@conecta/contracts/knowledge-base';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import DOMPurify from 'dompurify';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../app/hooks';
import { dateTimeFormat } from '../../shell/dates/timeFormat';
import { ConfirmDialog } from '../../shell/dialog/ConfirmDialog';
import { showMessage } from '../../shell/message/messageSlice';
import { useSayFailure } from '../../shell/message/useSayFailure';
import { useGetArticleQuery, useRemoveArticleMutation } from './api';
import { knowledgeBaseNamespace } from './locales';

export interface ArticleDialogProps {
  id: string;
  categories: readonly KnowledgeBaseCategory[];
  canWrite: boolean;
  onEdit(): void;
  onClose(): void;
}

/** An article read in a dialog: its HTML sanitised again here (the server did when it was stored). */
export default function ArticleDialog({ id, categories, canWrite, onEdit, onClose }: ArticleDialogProps) {
  const { t, i18n } = useTranslation(knowledgeBaseNamespace);
  const dispatch = useAppDispatch();
  const sayFailure = useSayFailure();
  const titleId = useId();
  const article = useGetArticleQuery(id);
  const [remove, removing] = useRemoveArticleMutation();
  const [confirming, setConfirming] = useState(false);
  const html = useMemo(() => (article.data ? DOMPurify.sanitize(article.data.content) : ''), [article.data]);
  const category = categories.find((candidate) => candidate.id === article.data?.categoryId);

  const removeArticle = async () => {
    try {
      await remove(id).unwrap();
      dispatch(showMessage({ message: t('removed'), variant: 'info' }));
      onClose();
    } catch (error) {
      setConfirming(false);
      await sayFailure(error, t('actionFailed'));
    }
  };

  return (
    <Dialog open fullWidth maxWidth="md" aria-labelledby={titleId} onClose={onClose}>
      <DialogTitle id={titleId}>
        {article.data ? article.data.title : article.isError ? t('notFound') : <Skeleton width="60%" />}
      </DialogTitle>
      <DialogContent dividers>
        {article.isError && <Alert severity="error">{t('articleFailed')}</Alert>}
        {!article.data && !article.isError && (
          <Box role="status" aria-label={t('loadingArticle')}>
            <Skeleton />
            <Skeleton />
            <Skeleton width="80%" />
          </Box>
        )}
        {article.data && (
          <>
            <Box sx={{ display: 'flex', gap: 1, mb: 2, flexWrap: 'wrap', alignItems: 'center' }}>
              {category && <Chip size="small" variant="outlined" label={category.title} />}
              {article.data.status === 'draft' && <Chip size="small" color="warning" label={t('draft')} />}
              <Typography variant="caption" color="text.secondary">
                {t('updated', {
                  date: dateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(article.data.updatedAt)),
                })}
              </Typography>
            </Box>
            <Box
              data-testid="kb-article-content"
              sx={{ '& p': { mt: 0 }, '& img': { maxWidth: '100%' }, unicodeBidi: 'plaintext' }}
              // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify above
              dangerouslySetInnerHTML={{ __html: html }}
            />
          </>
        )}
      </DialogContent>
      <DialogActions>
        {canWrite && article.data && (
          <>
            <Button color="error" onClick={() => setConfirming(true)}>
              {t('remove')}
            </Button>
            <Button onClick={onEdit}>{t('edit')}</Button>
          </>
        )}
        <Button variant="contained" onClick={onClose}>
          {t('close')}
        </Button>
      </DialogActions>
      <ConfirmDialog
        open={confirming}
        title={t('removeTitle')}
        message={t('removeMessage', { title: article.data?.title ?? '' })}
        confirmLabel={t('remove')}
        cancelLabel={t('cancel')}
        destructive
        busy={removing.isLoading}
        onConfirm={() => void removeArticle()}
        onCancel={() => setConfirming(false)}
      />
    </Dialog>
  );
}
