import type { CalendarEvent, CalendarScope } from '@conecta/contracts/calendar';
import FullCalendar from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/react/daygrid';
import interactionPlugin from '@fullcalendar/react/interaction';
import listPlugin from '@fullcalendar/react/list';
import arLocale from '@fullcalendar/react/locales/ar';
import ptBrLocale from '@fullcalendar/react/locales/pt-br';
import trLocale from '@fullcalendar/react/locales/tr';
import classicThemePlugin from '@fullcalendar/react/themes/classic';
import timeGridPlugin from '@fullcalendar/react/timegrid';
import '@fullcalendar/react/skeleton.css';
import '@fullcalendar/react/themes/classic/theme.css';
import '@fullcalendar/react/themes/classic/palette.css';
import type { DateSelectInfo, DatesSetInfo, EventChangeInfo, EventClickInfo, EventInput } from '@fullcalendar/react';
import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Suspense, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { firstServerMessage, readApiFailure } from '../../app/apiFailure';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectDirection } from '../../shell/i18n/languageSlice';
import { loadMessageTexts, useMessageText } from '../../shell/i18n/messages';
import { showMessage } from '../../shell/message/messageSlice';
import { PageHeader } from '../../shell/PageHeader';
import { lazyWithRetry } from '../../shell/recovery';
import {
  type CalendarRange,
  useCalendarEventsQuery,
  useCalendarTodosQuery,
  useUpdateCalendarEventMutation,
} from './api';
import type { CalendarDialogTarget } from './CalendarEventDialog';

import { calendarNamespace } from './locales';
import { ScopeChoice } from './ScopeChoice';

// The dialogs load when an event is opened or made, not with the calendar; a failed fetch is retried.
const CalendarEventDialog = lazyWithRetry(() => import('./CalendarEventDialog'));
const CalendarShareDialog = lazyWithRetry(() => import('./CalendarShareDialog'));

const fullCalendarLocales: Record<string, typeof ptBrLocale | undefined> = {
  'pt-BR': ptBrLocale,
  tr: trLocale,
  ar: arLocale,
};

/** A drag or resize of an occurrence of a series, waiting for the user to say which occurrences it changes. */
interface PendingMove {
  event: CalendarEvent;
  start: string;
  end: string;
  allDay: boolean;
  revert(): void;
}

/** Calendar: the account's events in month, week, day and agenda views; select to create, drag to move. */
export default function CalendarPage() {
  const { t, i18n } = useTranslation(calendarNamespace);
  const sayMessage = useMessageText();
  const dispatch = useAppDispatch();
  const direction = useAppSelector(selectDirection);
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const [range, setRange] = useState<CalendarRange | null>(null);
  const events = useCalendarEventsQuery(range ?? { start: '', end: '' }, { skip: !range });
  const todos = useCalendarTodosQuery(range ?? { start: '', end: '' }, { skip: !range });
  const [update] = useUpdateCalendarEventMutation();
  const [dialog, setDialog] = useState<CalendarDialogTarget | null>(null);
  const [sharing, setSharing] = useState(false);
  const [pending, setPending] = useState<PendingMove | null>(null);
  const [scope, setScope] = useState<CalendarScope>('one');
  const scopeTitleId = useId();

  const inputs = useMemo<EventInput[]>(
    () => [
      ...(events.data ?? []).map((event) => ({
        id: event.id,
        title: event.title,
        start: event.start,
        end: event.end,
        allDay: event.allDay,
        extendedProps: { event },
      })),
      ...(todos.data ?? []).map((todo) => ({
        id: `todo:${todo.id}`,
        title: t('todoTitle', { title: todo.title }),
        start: todo.due,
        allDay: true,
        editable: false,
        color: theme.palette.secondary.main,
        textColor: theme.palette.secondary.contrastText,
        classNames: ['calendar-todo'],
      })),
    ],
    [events.data, todos.data, t, theme],
  );

  const failed = async (error: unknown) => {
    const said = firstServerMessage(readApiFailure(error));
    if (said) await loadMessageTexts(said);
    dispatch(showMessage({ message: said ? sayMessage(said) : t('actionFailed'), variant: 'error' }));
  };

  const saveMove = async (move: PendingMove, moveScope: CalendarScope) => {
    const { event } = move;
    try {
      await update({
        event: {
          id: event.id,
          title: event.title,
          desc: event.desc,
          allDay: move.allDay,
          start: move.start,
          end: move.end,
          timeZone: event.timeZone,
          recurrence: moveScope === 'one' ? null : event.recurrence,
        },
        scope: moveScope,
      }).unwrap();
      dispatch(showMessage({ message: t('saved'), variant: 'success' }));
    } catch (error) {
      move.revert();
      await failed(error);
    }
  };

  const onChange = (info: EventChangeInfo) => {
    const event = info.event.extendedProps.event as CalendarEvent | undefined;
    const start = info.event.start;
    if (!event || !start) return info.revert();
    // A zero-length event or an all-day event of one day has no end in FullCalendar.
    const end = info.event.end ?? new Date(start.getTime() + (info.event.allDay ? 86_400_000 : 3_600_000));
    const move = {
      event,
      start: start.toISOString(),
      end: end.toISOString(),
      allDay: info.event.allDay,
      revert: info.revert,
    };
    if (event.seriesId) {
      setScope('one');
      setPending(move);
    } else void saveMove(move, 'all');
  };

  const onSelect = (info: DateSelectInfo) => {
    info.view.calendar.unselect();
    setDialog({ start: info.start, end: info.end, allDay: info.allDay });
  };

  const onClick = (info: EventClickInfo) => {
    const event = info.event.extendedProps.event as CalendarEvent | undefined;
    if (event) setDialog({ event });
  };

  const loading = !range || (events.isLoading && !events.data);

  return (
    <Box component="main" sx={{ p: { xs: 1.5, sm: 3 }, display: 'grid', gap: 2, alignContent: 'start' }}>
      <PageHeader title={t('appTitle')}>{t('lead')}</PageHeader>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          onClick={() => {
            const start = new Date();
            start.setMinutes(0, 0, 0);
            start.setHours(start.getHours() + 1);
            setDialog({ start, end: new Date(start.getTime() + 3_600_000), allDay: false });
          }}
        >
          {t('newEvent')}
        </Button>
        <Button variant="outlined" onClick={() => setSharing(true)}>
          {t('share')}
        </Button>
      </Box>
      {events.isError && (
        <Alert
          severity="error"
          data-testid="calendar-error"
          action={
            <Button color="inherit" size="small" onClick={() => void events.refetch()}>
              {t('retry')}
            </Button>
          }
        >
          {t('loadFailed')}
        </Alert>
      )}
      {events.data && events.data.length === 0 && !todos.data?.length && (
        <Alert severity="info" data-testid="calendar-empty">
          {t('empty')}
        </Alert>
      )}
      <Paper
        variant="outlined"
        sx={{
          p: { xs: 0.5, sm: 2 },
          position: 'relative',
          // FullCalendar's classic theme greys days of other months and event times (a pale grey, or text at
          // 50–65 % opacity) below axe's 4.5:1: the theme's secondary text colour reads on both schemes.
          '--fc-classic-faint-foreground': theme.palette.text.secondary,
          '--fc-classic-muted-foreground': theme.palette.text.secondary,
          '& [data-date] *': { opacity: '1 !important' },
        }}
        data-testid="calendar"
      >
        {loading && (
          <Box
            data-testid="calendar-loading"
            aria-label={t('loading')}
            role="status"
            sx={{ position: 'absolute', inset: 0, zIndex: 2, bgcolor: 'background.paper', p: 2 }}
          >
            <Skeleton variant="rectangular" height={40} sx={{ mb: 2 }} />
            <Skeleton variant="rectangular" height={480} />
          </Box>
        )}
        <FullCalendar
          plugins={[classicThemePlugin, dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin]}
          initialView={phone ? 'listWeek' : 'dayGridMonth'}
          headerToolbar={
            phone
              ? { start: 'prev,next', center: 'title', end: 'dayGridMonth,listWeek' }
              : { start: 'prev,next today', center: 'title', end: 'dayGridMonth,timeGridWeek,timeGridDay,listWeek' }
          }
          locales={[ptBrLocale, trLocale, arLocale]}
          locale={fullCalendarLocales[i18n.language] ? fullCalendarLocales[i18n.language] : 'en'}
          direction={direction}
          // The "today" button is named by its visible word (the locales' hint, "Este mês", named it otherwise).
          todayHint={t('today')}
          height="auto"
          selectable
          editable
          nowIndicator
          events={inputs}
          datesSet={(info: DatesSetInfo) => {
            const next = { start: info.start.toISOString(), end: info.end.toISOString() };
            setRange((previous) => (previous?.start === next.start && previous.end === next.end ? previous : next));
          }}
          select={onSelect}
          eventClick={onClick}
          eventChange={onChange}
        />
      </Paper>
      {dialog !== null && (
        <Suspense fallback={null}>
          <CalendarEventDialog target={dialog} onClose={() => setDialog(null)} />
        </Suspense>
      )}
      {sharing && (
        <Suspense fallback={null}>
          <CalendarShareDialog onClose={() => setSharing(false)} />
        </Suspense>
      )}
      {pending && (
        <Dialog
          open
          aria-labelledby={scopeTitleId}
          onClose={() => {
            pending.revert();
            setPending(null);
          }}
        >
          <DialogTitle id={scopeTitleId}>{t('scope_title')}</DialogTitle>
          <DialogContent>
            <ScopeChoice value={scope} onChange={setScope} />
          </DialogContent>
          <DialogActions>
            <Button
              onClick={() => {
                pending.revert();
                setPending(null);
              }}
            >
              {t('cancel')}
            </Button>
            <Button
              variant="contained"
              onClick={() => {
                void saveMove(pending, scope);
                setPending(null);
              }}
            >
              {t('save')}
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </Box>
  );
}
