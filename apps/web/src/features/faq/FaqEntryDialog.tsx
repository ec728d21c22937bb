import { type FaqCategory, type FaqEntryFields, type FaqItem, faqEntryFieldsSchema } from '@conecta/contracts/faq';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
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
import { useCreateFaqEntryMutation, useUpdateFaqEntryMutation } from './api';
import { FaqAnswer } from './FaqAnswer';
import { faqNamespace } from './locales';

const formFields = ['question', 'answer', 'categoryId'] as const;
const noWords: string[] = [];

export interface FaqEntryDialogProps {
  /** The entry to edit; a new one when left out. */
  entry?: FaqItem;
  categories: readonly FaqCategory[];
  onClose(): void;
}

/** An entry's form (staff): question, answer in Markdown with its preview as readers will see it, category. */
export default function FaqEntryDialog({ entry, categories, onClose }: FaqEntryDialogProps) {
  const { t } = useTranslation(faqNamespace);
  const sayMessage = useMessageText();
  const sayFailure = useSayFailure();
  const dispatch = useAppDispatch();
  const titleId = useId();
  const [create] = useCreateFaqEntryMutation();
  const [update] = useUpdateFaqEntryMutation();
  const form = useForm<FaqEntryFields>({
    mode: 'onTouched',
    defaultValues: {
      question: entry?.question ?? '',
      answer: entry?.answer ?? '',
      categoryId: entry?.categoryId ?? categories[0]?.id ?? '',
    },
    resolver: zodResolver(faqEntryFieldsSchema),
  });
  const {
    control,
    handleSubmit,
    formState: { isDirty, isSubmitting },
  } = form;
  const answer = useWatch({ control, name: 'answer' });
  const discard = useConfirmDiscard(isDirty);
  const close = discard.guard(onClose);
  const options = useMemo(
    () => categories.map((category) => ({ value: category.id, label: category.title })),
    [categories],
  );

  const onSubmit = handleSubmit(async (values) => {
    try {
      if (entry) await update({ id: entry.id, changes: values }).unwrap();
      else await create(values).unwrap();
      dispatch(showMessage({ message: t(entry ? 'saved' : 'created'), variant: 'success' }));
      discard.release(onClose);
    } catch (error) {
      const failure = readApiFailure(error);
      await loadMessageTexts(...Object.values(failure.fields));
      if (!applyServerErrors(form, failure, { fields: formFields, say: sayMessage })) {
        await sayFailure(error, t('saveFailed'));
      }
    }
  });

  return (
    <Dialog open fullWidth maxWidth="md" aria-labelledby={titleId} onClose={close}>
      <DialogTitle id={titleId}>{t(entry ? 'dialogEdit' : 'dialogNew')}</DialogTitle>
      <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'contents' }}>
        <DialogContent sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
          <Box sx={{ pt: 1 }}>
            <FormTextField
              name="question"
              control={control}
              id="faq-question"
              label={t('field_question')}
              required
              autoFocus
              describeError={sayMessage}
            />
          </Box>
          <FormSelectField
            name="categoryId"
            control={control}
            id="faq-category"
            label={t('field_category')}
            options={options}
            required
            describeError={sayMessage}
          />
          <FormTextField
            name="answer"
            control={control}
            id="faq-answer-text"
            label={t('field_answer')}
            helperText={t('answerHelp')}
            required
            multiline
            minRows={5}
            describeError={sayMessage}
          />
          {answer.trim() && (
            <Paper variant="outlined" sx={{ p: 2 }} aria-label={t('preview')} role="region">
              <Typography variant="overline" component="p" color="text.secondary">
                {t('preview')}
              </Typography>
              <FaqAnswer markdown={answer} words={noWords} />
            </Paper>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{t('cancel')}</Button>
          <Button type="submit" variant="contained" loading={isSubmitting} data-testid="faq-save">
            {t(entry ? 'save' : 'create')}
          </Button>
        </DialogActions>
      </Box>
      {discard.dialog}
    </Dialog>
  );
}
