import type { Todo } from '@conecta/contracts/todo';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OfferUndo } from '../../shell/collection';
import { todoNamespace } from './locales';
import { TodoForm } from './TodoForm';
import type { TodoFormValues } from './todoFormValues';

export interface TodoDialogProps {
  /** 'new', a loaded to-do, 'loading' while the list arrives, or 'missing' when the id is not in it. */
  subject: 'new' | 'loading' | 'missing' | Todo;
  /** What a new to-do starts with (the list it is made in). */
  fresh?: Partial<TodoFormValues>;
  /** The page's undo toast, where a removal is offered for undoing. */
  offerUndo?: OfferUndo;
  onClose(): void;
}

/** The to-do's dialog at `…/:todoId` (or `…/new`): the frame, and the form once there is something to edit. */
export function TodoDialog({ subject, fresh, offerUndo, onClose }: TodoDialogProps) {
  const { t } = useTranslation(todoNamespace);
  const titleId = useId();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [closeRequest, setCloseRequest] = useState(0);
  const editing = typeof subject === 'object';
  return (
    <Dialog
      open
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
      // The form decides: with unsaved changes it asks first.
      onClose={() => (editing || subject === 'new' ? setCloseRequest((count) => count + 1) : onClose())}
      data-testid="todo-dialog"
    >
      <DialogTitle id={titleId}>{t(subject === 'new' ? 'dialogNew' : 'dialogEdit')}</DialogTitle>
      {subject === 'loading' && (
        <DialogContent>
          <Skeleton height={56} />
          <Skeleton height={120} />
        </DialogContent>
      )}
      {subject === 'missing' && (
        <>
          <DialogContent>
            <Typography role="alert">{t('notFound')}</Typography>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t('close')}</Button>
          </DialogActions>
        </>
      )}
      {(editing || subject === 'new') && (
        <TodoForm
          key={editing ? subject.id : 'new'}
          todo={editing ? subject : undefined}
          fresh={fresh}
          offerUndo={offerUndo}
          closeRequest={closeRequest}
          onClose={onClose}
        />
      )}
    </Dialog>
  );
}
