import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import { type ChangeEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { firstServerMessage, readApiFailure } from '../../app/apiFailure';
import { useAppDispatch } from '../../app/hooks';
import { loadMessageTexts, useMessageText } from '../../shell/i18n/messages';
import { showMessage } from '../../shell/message/messageSlice';
import {
  browserTimeZone,
  useCalendarSubscriptionQuery,
  useImportCalendarMutation,
  useResetCalendarSubscriptionMutation,
} from './api';
import { calendarNamespace } from './locales';

/** Export, subscription address (with its reset) and import of an .ics file. */
export default function CalendarShareDialog({ onClose }: { onClose(): void }) {
  const { t } = useTranslation(calendarNamespace);
  const sayMessage = useMessageText();
  const dispatch = useAppDispatch();
  const titleId = useId();
  const fileId = useId();
  const subscription = useCalendarSubscriptionQuery();
  const [reset, { isLoading: resetting }] = useResetCalendarSubscriptionMutation();
  const [importIcs, { isLoading: importing }] = useImportCalendarMutation();
  const url = subscription.data ? `${window.location.origin}${subscription.data.path}` : '';

  const failed = async (error: unknown) => {
    const said = firstServerMessage(readApiFailure(error));
    if (said) await loadMessageTexts(said);
    dispatch(showMessage({ message: said ? sayMessage(said) : t('actionFailed'), variant: 'error' }));
  };

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    try {
      const { imported } = await importIcs({ ics: await file.text(), timeZone: browserTimeZone() }).unwrap();
      dispatch(showMessage({ message: t('imported', { count: imported }), variant: 'success' }));
      onClose();
    } catch (error) {
      await failed(error);
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('share')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <DialogContentText>{t('subscriptionLead')}</DialogContentText>
        {subscription.data ? (
          <TextField
            label={t('subscriptionAddress')}
            value={url}
            slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'calendar-subscription' } }}
            onFocus={(event) => event.target.select()}
          />
        ) : subscription.isError ? (
          <DialogContentText color="error">{t('loadFailed')}</DialogContentText>
        ) : (
          <Skeleton height={56} aria-label={t('loading')} />
        )}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <Button
            variant="outlined"
            disabled={!url}
            onClick={() =>
              void navigator.clipboard
                ?.writeText(url)
                .then(() => dispatch(showMessage({ message: t('copied'), variant: 'success' })))
            }
          >
            {t('copy')}
          </Button>
          <Button variant="outlined" component="a" href={url || undefined} download="calendar.ics" disabled={!url}>
            {t('export')}
          </Button>
          <Button
            color="warning"
            disabled={resetting}
            onClick={() =>
              void reset()
                .unwrap()
                .then(() => dispatch(showMessage({ message: t('subscriptionReset'), variant: 'info' })))
                .catch(failed)
            }
          >
            {t('resetSubscription')}
          </Button>
        </Box>
        <Box>
          <input
            id={fileId}
            type="file"
            accept=".ics,text/calendar"
            hidden
            onChange={(event) => void pick(event)}
            data-testid="calendar-import-file"
          />
          <Button variant="outlined" component="label" htmlFor={fileId} disabled={importing}>
            {t('import')}
          </Button>
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
