import {
  type AcademyCategory,
  type AcademyCourse,
  type AcademyCourseFields,
  academyCourseFieldsSchema,
} from '@conecta/contracts/academy';
import { zodResolver } from '@hookform/resolvers/zod';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { type Control, Controller, useFieldArray, useForm } from 'react-hook-form';
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
import { SortableList, useSortableItem } from '../../shell/sortable/SortableList';
import { useSaveAcademyCourseMutation } from './api';
import { useAcademyText } from './text';

const formFields = ['title', 'description', 'category', 'length', 'steps'] as const;
type Values = AcademyCourseFields;

export interface CourseEditorProps {
  /** The course to change; a new one when left out. */
  course?: AcademyCourse;
  categories: readonly AcademyCategory[];
  /** Closed, with the saved course when it was saved. */
  onClose(saved?: AcademyCourse): void;
}

/** Staff write a course: its fields and its steps (rich text), reordered by dragging a step's handle. */
export default function CourseEditor({ course, categories, onClose }: CourseEditorProps) {
  const { t } = useAcademyText();
  const titleId = useId();
  const sayMessage = useMessageText();
  const sayFailure = useSayFailure();
  const dispatch = useAppDispatch();
  const [save] = useSaveAcademyCourseMutation();
  const form = useForm<Values>({
    mode: 'onTouched',
    defaultValues: {
      title: course?.title ?? '',
      description: course?.description ?? '',
      category: course?.category ?? categories[0]?.value ?? '',
      length: course?.length ?? 15,
      steps: course?.steps ?? [{ id: '', title: '', content: '' }],
    },
    resolver: zodResolver(academyCourseFieldsSchema),
  });
  const {
    control,
    handleSubmit,
    formState: { isDirty, isSubmitting },
  } = form;
  // `key` is react-hook-form's own id; the step's `id` stays a field.
  const steps = useFieldArray({ control, name: 'steps', keyName: 'key' });
  const discard = useConfirmDiscard(isDirty);
  const keys = steps.fields.map((field) => field.key);
  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await save({
        ...(course && { id: course.id }),
        ...values,
        steps: values.steps.map((step) => ({ ...step, ...(step.id ? {} : { id: undefined }) })),
      }).unwrap();
      dispatch(showMessage({ message: t('saved'), variant: 'success' }));
      discard.release(() => onClose(saved));
    } catch (error) {
      const failure = readApiFailure(error);
      await loadMessageTexts(...Object.values(failure.fields));
      if (!applyServerErrors(form, failure, { fields: formFields, say: sayMessage })) {
        await sayFailure(error, t('saveFailed'));
      }
    }
  });
  const stepsError = form.formState.errors.steps?.root?.message ?? form.formState.errors.steps?.message;

  return (
    <Dialog open fullWidth maxWidth="md" aria-labelledby={titleId} onClose={discard.guard(() => onClose())}>
      <DialogTitle id={titleId}>{t(course ? 'editCourse' : 'newCourse')}</DialogTitle>
      <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'contents' }}>
        <DialogContent sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
          <Box sx={{ pt: 1 }}>
            <FormTextField
              name="title"
              control={control}
              id="course-title"
              label={t('field_title')}
              required
              autoFocus
              describeError={sayMessage}
            />
          </Box>
          <FormTextField
            name="description"
            control={control}
            id="course-description"
            label={t('field_description')}
            multiline
            minRows={2}
            describeError={sayMessage}
          />
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' } }}>
            <FormSelectField
              name="category"
              control={control}
              id="course-category"
              label={t('category')}
              options={categories.map((one) => ({ value: one.value, label: one.label }))}
              required
              describeError={sayMessage}
            />
            <Controller
              name="length"
              control={control}
              render={({ field: { ref, value, onChange, ...field }, fieldState: { error } }) => (
                <TextField
                  {...field}
                  inputRef={ref}
                  id="course-length"
                  label={t('field_length')}
                  type="number"
                  required
                  value={Number.isNaN(value) ? '' : value}
                  onChange={(event) => onChange(event.target.value === '' ? Number.NaN : Number(event.target.value))}
                  error={Boolean(error)}
                  helperText={error?.message ? sayMessage(error.message) : undefined}
                  slotProps={{ htmlInput: { min: 1, max: 6000 } }}
                />
              )}
            />
          </Box>
          <Typography variant="h6" component="h3">
            {t('stepsHeading')}
          </Typography>
          {stepsError && (
            <Typography color="error" variant="body2" role="alert">
              {sayMessage(stepsError)}
            </Typography>
          )}
          <SortableList ids={keys} onMove={(_key, from, to) => steps.move(from, to)}>
            <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
              {steps.fields.map((field, index) => (
                <SortableStep
                  key={field.key}
                  sortId={field.key}
                  index={index}
                  control={control}
                  canRemove={steps.fields.length > 1}
                  onRemove={() => steps.remove(index)}
                />
              ))}
            </Box>
          </SortableList>
          <Box>
            <Button startIcon={<AddIcon />} onClick={() => steps.append({ id: '', title: '', content: '' })}>
              {t('addStep')}
            </Button>
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={discard.guard(() => onClose())}>{t('cancel')}</Button>
          <Button type="submit" variant="contained" disabled={isSubmitting}>
            {t('save')}
          </Button>
        </DialogActions>
      </Box>
      {discard.dialog}
    </Dialog>
  );
}

function SortableStep({
  sortId,
  index,
  control,
  canRemove,
  onRemove,
}: {
  sortId: string;
  index: number;
  control: Control<Values>;
  canRemove: boolean;
  onRemove(): void;
}) {
  const { t } = useAcademyText();
  const sayMessage = useMessageText();
  const drag = useSortableItem(sortId);
  return (
    <Paper
      component="li"
      ref={drag.rowRef}
      variant="outlined"
      data-testid="editor-step"
      style={drag.style}
      sx={{ p: 2, display: 'grid', gap: 1.5, opacity: drag.dragging ? 0.7 : 1 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <IconButton
          ref={drag.handleRef}
          {...drag.handleProps}
          aria-label={t('dragStep', { position: index + 1 })}
          sx={{ cursor: 'grab' }}
        >
          <DragIndicatorIcon />
        </IconButton>
        <Box sx={{ flexGrow: 1 }}>
          <FormTextField
            name={`steps.${index}.title`}
            control={control}
            id={`step-title-${sortId}`}
            label={t('stepTitle', { position: index + 1 })}
            required
            describeError={sayMessage}
          />
        </Box>
        <IconButton aria-label={t('removeStep', { position: index + 1 })} disabled={!canRemove} onClick={onRemove}>
          <DeleteIcon />
        </IconButton>
      </Box>
      <RichTextField
        name={`steps.${index}.content`}
        control={control}
        label={t('stepContent')}
        describeError={sayMessage}
      />
    </Paper>
  );
}
