import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { useRowDate } from '../../shell/collection';
import { useDismissReminderMutation, useGetFiredRemindersQuery } from './api';
import { notesNamespace } from './locales';

/** The reminders that fired and were not dismissed: a tab opened after the moment still sees them. */
export function FiredReminders() {
  const { t } = useTranslation(notesNamespace);
  const date = useRowDate();
  const { data: fired = [] } = useGetFiredRemindersQuery();
  const [dismiss] = useDismissReminderMutation();
  if (fired.length === 0) return null;
  return (
    <Box sx={{ maxWidth: 600, mx: 'auto', mb: 2 }} data-testid="notes-fired">
      {fired.map((note) => (
        <Alert
          key={note.id}
          severity="info"
          sx={{ mb: 1 }}
          action={
            <Button
              color="inherit"
              size="small"
              onClick={() => void dismiss(note.id)}
              data-testid="notes-fired-dismiss"
            >
              {t('dismiss')}
            </Button>
          }
        >
          <AlertTitle>{note.title || t('untitled')}</AlertTitle>
          {note.reminder && t('reminderAt', { when: date(note.reminder, { withTime: true }) })}
        </Alert>
      ))}
    </Box>
  );
}
