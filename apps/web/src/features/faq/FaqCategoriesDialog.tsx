import { type FaqCategory, faqCategoryFieldsSchema } from '@conecta/contracts/faq';
import SaveIcon from '@mui/icons-material/Check';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { OutlinedTextField } from '../../shell/form/OutlinedTextField';
import { loadMessageTexts, useMessageText } from '../../shell/i18n/messages';
import { useSayFailure } from '../../shell/message/useSayFailure';
import { useCreateFaqCategoryMutation, useRemoveFaqCategoryMutation, useRenameFaqCategoryMutation } from './api';
import { faqNamespace } from './locales';

/** The title's check, as the server makes it: its message code, or undefined when the title is good. */
function titleProblem(title: string): string | undefined {
  const checked = z.safeParse(faqCategoryFieldsSchema, { title });
  return checked.success ? undefined : checked.error.issues[0]?.message;
}

/** One category's title, renamed in place; removed when it has no entries (the server says so otherwise). */
function CategoryRow({ category }: { category: FaqCategory }) {
  const { t } = useTranslation(faqNamespace);
  const say = useMessageText();
  const sayFailure = useSayFailure();
  const [title, setTitle] = useState(category.title);
  const [problem, setProblem] = useState<string>();
  const [rename, renaming] = useRenameFaqCategoryMutation();
  const [remove, removing] = useRemoveFaqCategoryMutation();
  const save = async () => {
    const found = titleProblem(title);
    setProblem(found);
    if (found) return void (await loadMessageTexts(found));
    await rename({ id: category.id, title })
      .unwrap()
      .catch((error: unknown) => sayFailure(error, t('saveFailed')));
  };
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }} data-testid="faq-category-row">
      <Box sx={{ flexGrow: 1 }}>
        <OutlinedTextField
          id={`faq-category-${category.id}-title`}
          name="title"
          label={t('field_categoryTitle')}
          size="small"
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          error={Boolean(problem)}
          helperText={problem ? say(problem) : undefined}
        />
      </Box>
      <IconButton
        aria-label={t('renameCategory', { title: category.title })}
        disabled={title === category.title}
        loading={renaming.isLoading}
        onClick={() => void save()}
      >
        <SaveIcon />
      </IconButton>
      <IconButton
        aria-label={t('removeCategory', { title: category.title })}
        loading={removing.isLoading}
        onClick={() =>
          remove(category.id)
            .unwrap()
            .catch((error: unknown) => sayFailure(error, t('actionFailed')))
        }
      >
        <DeleteIcon />
      </IconButton>
    </Box>
  );
}

/** The FAQ's categories (staff): add one, rename them, remove empty ones. */
export default function FaqCategoriesDialog({
  categories,
  onClose,
}: {
  categories: readonly FaqCategory[];
  onClose(): void;
}) {
  const { t } = useTranslation(faqNamespace);
  const say = useMessageText();
  const sayFailure = useSayFailure();
  const titleId = useId();
  const [title, setTitle] = useState('');
  const [problem, setProblem] = useState<string>();
  const [create, creating] = useCreateFaqCategoryMutation();
  const add = async (event: React.FormEvent) => {
    event.preventDefault();
    const found = titleProblem(title);
    setProblem(found);
    if (found) return void (await loadMessageTexts(found));
    try {
      await create({ title }).unwrap();
      setTitle('');
    } catch (error) {
      await sayFailure(error, t('saveFailed'));
    }
  };
  return (
    <Dialog open fullWidth maxWidth="sm" aria-labelledby={titleId} onClose={onClose}>
      <DialogTitle id={titleId}>{t('categories')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 1.5, alignContent: 'start', pt: '8px !important' }}>
        {categories.map((category) => (
          <CategoryRow key={`${category.id}:${category.title}`} category={category} />
        ))}
        <Box component="form" noValidate onSubmit={add} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
          <Box sx={{ flexGrow: 1 }}>
            <OutlinedTextField
              id="faq-new-category"
              name="title"
              label={t('newCategory')}
              size="small"
              value={title}
              onChange={(event) => setTitle(event.target.value)}
              error={Boolean(problem)}
              helperText={problem ? say(problem) : undefined}
            />
          </Box>
          <Button type="submit" variant="outlined" loading={creating.isLoading}>
            {t('addCategory')}
          </Button>
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
