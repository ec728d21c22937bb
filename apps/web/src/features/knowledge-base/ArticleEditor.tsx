import {
  type Article,
  type ArticleFields,
  type ArticleFieldsInput,
  articleFieldsSchema,
  type KnowledgeBaseCategory,
} from '@conecta/contracts/knowledge-base';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import { useId, useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { readApiFailure } from '../../app/apiFailure';
import { useAppDispatch } from '../../app/hooks';
import { applyServerErrors } from '../../shell/form/applyServerErrors';
import { FormSelectField } from '../../shell/form/FormSelectField';
import { FormTextField } from '../../shell/form/FormTextField';
import { useConfirmDiscard } from '../../shell/form/useConfirmDiscard';
import { loadMessageTexts, useMessageText } from '../../shell/i18n/messages';
import { showMessage } from '../../shell/message/messageSlice';
import { useSayFailure } from '../../shell/message/useSayFailure';
import { RichTextField } from '../../shell/rich-text/RichTextField';
import { useCreateArticleMutation, useGetArticleQuery, useUpdateArticleMutation } from './api';
import { knowledgeBaseNamespace } from './locales';

const formFields = ['title', 'content', 'categoryId', 'status', 'featured'] as const;

export interface ArticleEditorProps {
  /** The article to change; a new one when left out. */
  id?: string;
  categories: readonly KnowledgeBaseCategory[];
  defaultCategoryId?: string;
  /** Closed, with the saved article's id when it was saved. */
  onClose(saved?: string): void;
}

/** Staff write an article: title, category, rich text, draft or published, featured on its category. */
export default function ArticleEditor({ id, categories, defaultCategoryId, onClose }: ArticleEditorProps) {
  const { t } = useTranslation(knowledgeBaseNamespace);
  const titleId = useId();
  const existing = useGetArticleQuery(id ?? '', { skip: !id });
  return (
    <Dialog open fullWidth maxWidth="md" aria-labelledby={titleId} onClose={() => onClose()}>
      <DialogTitle id={titleId}>{t(id ? 'editArticle' : 'newArticle')}</DialogTitle>
      {id && !existing.data ? (
        <DialogContent>
          <Skeleton height={56} />
          <Skeleton variant="rounded" height={260} />
        </DialogContent>
      ) : (
        <ArticleForm
          article={existing.data}
          categories={categories}
          defaultCategoryId={defaultCategoryId}
          onClose={onClose}
        />
      )}
    </Dialog>
  );
}

function ArticleForm({
  article,
  categories,
  defaultCategoryId,
  onClose,
}: Omit<ArticleEditorProps, 'id'> & { article?: Article }) {
  const { t } = useTranslation(knowledgeBaseNamespace);
  const sayMessage = useMessageText();
  const sayFailure = useSayFailure();
  const dispatch = useAppDispatch();
  const [create] = useCreateArticleMutation();
  const [update] = useUpdateArticleMutation();
  const form = useForm<ArticleFieldsInput, unknown, ArticleFields>({
    mode: 'onTouched',
    defaultValues: {
      title: article?.title ?? '',
      content: article?.content ?? '',
      categoryId: article?.categoryId ?? defaultCategoryId ?? categories[0]?.id ?? '',
      status: article?.status ?? 'draft',
      featured: article?.featured ?? false,
    },
    resolver: zodResolver(articleFieldsSchema),
  });
  const {
    control,
    handleSubmit,
    formState: { isDirty, isSubmitting },
  } = form;
  const discard = useConfirmDiscard(isDirty);
  const categoryOptions = useMemo(
    () => categories.map((category, index) => ({ value: category.id, label: `${index + 1}. ${category.title}` })),
    [categories],
  );
  const statusOptions = [
    { value: 'draft', label: t('draft') },
    { value: 'published', label: t('published') },
  ];

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = article
        ? await update({ id: article.id, changes: values }).unwrap()
        : await create(values).unwrap();
      dispatch(showMessage({ message: t('saved'), variant: 'success' }));
      discard.release(() => onClose(saved.id));
    } catch (error) {
      const failure = readApiFailure(error);
      await loadMessageTexts(...Object.values(failure.fields));
      if (!applyServerErrors(form, failure, { fields: formFields, say: sayMessage })) {
        await sayFailure(error, t('saveFailed'));
      }
    }
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'contents' }}>
      <DialogContent sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
        <Box sx={{ pt: 1 }}>
          <FormTextField
            name="title"
            control={control}
            id="kb-title"
            label={t('field_title')}
            required
            autoFocus
            describeError={sayMessage}
          />
        </Box>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' } }}>
          <FormSelectField
            name="categoryId"
            control={control}
            id="kb-category"
            label={t('field_category')}
            options={categoryOptions}
            required
            describeError={sayMessage}
          />
          <FormSelectField
            name="status"
            control={control}
            id="kb-status"
            label={t('field_status')}
            options={statusOptions}
            required
            describeError={sayMessage}
          />
        </Box>
        <RichTextField
          name="content"
          control={control}
          label={t('field_content')}
          describeError={sayMessage}
          testId="kb-content"
        />
        <Controller
          name="featured"
          control={control}
          render={({ field }) => (
            <FormControlLabel
              label={t('field_featured')}
              control={
                <Switch
                  checked={Boolean(field.value)}
                  onChange={(event) => field.onChange(event.target.checked)}
                  onBlur={field.onBlur}
                />
              }
            />
          )}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={discard.guard(() => onClose())}>{t('cancel')}</Button>
        <Button type="submit" variant="contained" loading={isSubmitting} data-testid="kb-save">
          {t('save')}
        </Button>
      </DialogActions>
      {discard.dialog}
    </Box>
  );
}
