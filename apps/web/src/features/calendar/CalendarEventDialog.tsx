import {
  type CalendarEvent,
  type CalendarEventFieldsInput,
  type CalendarFrequency,
  type CalendarScope,
  type CalendarWeekday,
  calendarEventFieldsSchema,
  calendarFrequencies,
  calendarReminderChoices,
  calendarWeekdays,
} from '@conecta/contracts/calendar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import type { TFunction } from 'i18next';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { firstServerMessage, readApiFailure } from '../../app/apiFailure';
import { useAppDispatch } from '../../app/hooks';
import { loadMessageTexts, useMessageText } from '../../shell/i18n/messages';
import { showMessage } from '../../shell/message/messageSlice';
import {
  browserTimeZone,
  useAddCalendarEventMutation,
  useRemoveCalendarEventMutation,
  useUpdateCalendarEventMutation,
} from './api';
import { calendarNamespace } from './locales';
import { ScopeChoice } from './ScopeChoice';

const pad = (n: number) => String(n).padStart(2, '0');
/** `YYYY-MM-DD` of a date, local. */
export const localDate = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
/** `YYYY-MM-DDTHH:mm` of a date, local (a datetime-local input's value). */
export const localDateTime = (date: Date) => `${localDate(date)}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
const dayOf = (value: string) => {
  const [y, m, d] = value.split('-').map(Number);
  return new Date(y ?? 0, (m ?? 1) - 1, d ?? 1);
};
const addDays = (date: Date, days: number) => new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);
const weekdayOfDate = (date: Date) => calendarWeekdays[(date.getDay() + 6) % 7] as CalendarWeekday;

/** The dialog's reminder choices, with an event's own when it has another (an imported alarm). */
const reminderChoices = (own: number | null | undefined): number[] =>
  own == null || (calendarReminderChoices as readonly number[]).includes(own)
    ? [...calendarReminderChoices]
    : [...calendarReminderChoices, own].sort((a, b) => a - b);

/** "At the start", "15 minutes before", "1 day before", in the language's own words for the units. */
export function reminderText(minutes: number, language: string, t: TFunction<'calendar'>): string {
  if (minutes === 0) return t('reminder_atStart');
  const [amount, unit] =
    minutes % 10_080 === 0
      ? [minutes / 10_080, 'week']
      : minutes % 1440 === 0
        ? [minutes / 1440, 'day']
        : minutes % 60 === 0
          ? [minutes / 60, 'hour']
          : [minutes, 'minute'];
  const duration = new Intl.NumberFormat(language, { style: 'unit', unit, unitDisplay: 'long' }).format(amount);
  return t('reminder_before', { duration });
}

/** What the dialog opens on: an event to edit, or the range selected for a new one. */
export type CalendarDialogTarget = { event: CalendarEvent } | { start: Date; end: Date; allDay: boolean };

type Repeat = 'none' | CalendarFrequency;
type Ends = 'never' | 'until' | 'count';

export interface CalendarEventDialogProps {
  target: CalendarDialogTarget;
  onClose(): void;
}

/** An event's form: title, all day, start and end, description, repetition; saved or removed, with a scope for a series. */
export default function CalendarEventDialog({ target, onClose }: CalendarEventDialogProps) {
  const { t, i18n } = useTranslation(calendarNamespace);
  const sayMessage = useMessageText();
  const dispatch = useAppDispatch();
  const titleId = useId();
  const [add, { isLoading: adding }] = useAddCalendarEventMutation();
  const [update, { isLoading: updating }] = useUpdateCalendarEventMutation();
  const [remove, { isLoading: removing }] = useRemoveCalendarEventMutation();
  const existing = 'event' in target ? target.event : null;
  const initialStart = existing ? new Date(existing.start) : (target as { start: Date }).start;
  const initialEnd = existing ? new Date(existing.end) : (target as { end: Date }).end;
  const initialAllDay = existing ? existing.allDay : (target as { allDay: boolean }).allDay;
  const recurrence = existing?.recurrence ?? null;

  const [title, setTitle] = useState(existing?.title ?? '');
  const [desc, setDesc] = useState(existing?.desc ?? '');
  const [allDay, setAllDay] = useState(initialAllDay);
  const [start, setStart] = useState(initialAllDay ? localDate(initialStart) : localDateTime(initialStart));
  // All-day ends are shown inclusive (the last day), stored exclusive (the next midnight).
  const [end, setEnd] = useState(
    initialAllDay ? localDate(addDays(initialEnd, initialEnd > initialStart ? -1 : 0)) : localDateTime(initialEnd),
  );
  const [repeat, setRepeat] = useState<Repeat>(recurrence?.freq ?? 'none');
  const [interval, setInterval] = useState(String(recurrence?.interval ?? 1));
  const [days, setDays] = useState<CalendarWeekday[]>(
    recurrence?.byWeekday.length ? recurrence.byWeekday : [weekdayOfDate(initialStart)],
  );
  const [ends, setEnds] = useState<Ends>(recurrence?.until ? 'until' : recurrence?.count ? 'count' : 'never');
  const [until, setUntil] = useState(recurrence?.until ?? localDate(addDays(initialStart, 90)));
  const [count, setCount] = useState(String(recurrence?.count ?? 10));
  const [reminder, setReminder] = useState(existing?.reminder == null ? 'none' : String(existing.reminder));
  const [scope, setScope] = useState<CalendarScope>('one');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const inSeries = Boolean(existing?.seriesId);
  const weekdayName = (day: CalendarWeekday) =>
    new Intl.DateTimeFormat(i18n.language, { weekday: 'short' }).format(
      new Date(2024, 0, 1 + calendarWeekdays.indexOf(day)),
    );

  const toggleAllDay = (next: boolean) => {
    setAllDay(next);
    const s = next ? start.slice(0, 10) : `${start.slice(0, 10)}T09:00`;
    setStart(s);
    setEnd(next ? (end.slice(0, 10) < s ? s : end.slice(0, 10)) : `${end.slice(0, 10)}T10:00`);
  };

  const fields = (): CalendarEventFieldsInput => {
    const startAt = allDay ? dayOf(start) : new Date(start);
    const endAt = allDay ? addDays(dayOf(end), 1) : new Date(end);
    const valid = (d: Date) => (Number.isNaN(d.getTime()) ? '' : d.toISOString());
    return {
      title,
      desc,
      allDay,
      start: valid(startAt),
      end: valid(endAt),
      timeZone: existing?.timeZone && existing.timeZone !== 'UTC' ? existing.timeZone : browserTimeZone(),
      reminder: reminder === 'none' ? null : Number(reminder),
      recurrence:
        repeat === 'none' || (existing?.seriesId && scope === 'one')
          ? null
          : {
              freq: repeat,
              interval: Number(interval),
              byWeekday: repeat === 'weekly' ? calendarWeekdays.filter((day) => days.includes(day)) : [],
              until: ends === 'until' ? until : null,
              count: ends === 'count' ? Number(count) : null,
            },
    };
  };

  const failed = async (error: unknown) => {
    const failure = readApiFailure(error);
    const said = firstServerMessage(failure);
    await loadMessageTexts(...Object.values(failure.fields), ...(said ? [said] : []));
    dispatch(showMessage({ message: said ? sayMessage(said) : t('saveFailed'), variant: 'error' }));
  };

  const submit = async (formEvent: FormEvent) => {
    formEvent.preventDefault();
    const values = fields();
    const checked = calendarEventFieldsSchema.safeParse(values);
    if (!checked.success) {
      const found: Record<string, string> = {};
      for (const issue of checked.error.issues) {
        const key = String(issue.path[0] ?? 'title');
        found[key === 'recurrence' ? 'recurrence' : key] ??= issue.message;
      }
      await loadMessageTexts(...Object.values(found));
      setErrors(found);
      return;
    }
    setErrors({});
    try {
      if (existing) await update({ event: { ...values, id: existing.id }, scope: inSeries ? scope : 'all' }).unwrap();
      else await add(values).unwrap();
      dispatch(showMessage({ message: t(existing ? 'saved' : 'created'), variant: 'success' }));
      onClose();
    } catch (error) {
      await failed(error);
    }
  };

  const removeEvent = async () => {
    if (!existing) return;
    try {
      await remove({ eventId: existing.id, scope: inSeries ? scope : 'all' }).unwrap();
      dispatch(showMessage({ message: t('removed'), variant: 'info' }));
      onClose();
    } catch (error) {
      await failed(error);
    }
  };

  const say = (field: string) => (errors[field] ? sayMessage(errors[field]) : undefined);
  const busy = adding || updating || removing;

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <Box component="form" noValidate onSubmit={(e) => void submit(e)}>
        <DialogTitle id={titleId}>{t(existing ? 'dialogEdit' : 'dialogNew')}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          <TextField
            label={t('field_title')}
            value={title}
            onChange={(e) => setTitle(e.target.value)}
            error={Boolean(errors.title)}
            helperText={say('title')}
            required
            autoFocus
            slotProps={{ htmlInput: { 'data-testid': 'calendar-title' } }}
          />
          <FormControlLabel
            control={<Switch checked={allDay} onChange={(e) => toggleAllDay(e.target.checked)} />}
            label={t('field_allDay')}
          />
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <TextField
              label={t('field_start')}
              type={allDay ? 'date' : 'datetime-local'}
              value={start}
              onChange={(e) => setStart(e.target.value)}
              error={Boolean(errors.start)}
              helperText={say('start')}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <TextField
              label={t('field_end')}
              type={allDay ? 'date' : 'datetime-local'}
              value={end}
              onChange={(e) => setEnd(e.target.value)}
              error={Boolean(errors.end)}
              helperText={say('end')}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          </Box>
          <TextField
            label={t('field_desc')}
            value={desc}
            onChange={(e) => setDesc(e.target.value)}
            multiline
            minRows={2}
            error={Boolean(errors.desc)}
            helperText={say('desc')}
          />
          <TextField
            select
            label={t('field_reminder')}
            value={reminder}
            onChange={(e) => setReminder(e.target.value)}
            error={Boolean(errors.reminder)}
            helperText={say('reminder')}
            slotProps={{ select: { 'data-testid': 'calendar-reminder' } as object }}
          >
            <MenuItem value="none">{t('reminder_none')}</MenuItem>
            {reminderChoices(existing?.reminder).map((minutes) => (
              <MenuItem key={minutes} value={String(minutes)}>
                {reminderText(minutes, i18n.language, t)}
              </MenuItem>
            ))}
          </TextField>
          {!(inSeries && scope === 'one') && (
            <>
              <TextField
                select
                label={t('field_repeat')}
                value={repeat}
                onChange={(e) => setRepeat(e.target.value as Repeat)}
                slotProps={{ select: { 'data-testid': 'calendar-repeat' } as object }}
              >
                <MenuItem value="none">{t('repeat_none')}</MenuItem>
                {calendarFrequencies.map((freq) => (
                  <MenuItem key={freq} value={freq}>
                    {t(`repeat_${freq}`)}
                  </MenuItem>
                ))}
              </TextField>
              {repeat !== 'none' && (
                <Box sx={{ display: 'grid', gap: 2 }}>
                  <TextField
                    label={t('field_interval')}
                    type="number"
                    value={interval}
                    onChange={(e) => setInterval(e.target.value)}
                    slotProps={{ htmlInput: { min: 1, max: 99 } }}
                    sx={{ maxWidth: 160 }}
                  />
                  {repeat === 'weekly' && (
                    <FormControl component="fieldset">
                      <FormLabel component="legend">{t('field_days')}</FormLabel>
                      <FormGroup row>
                        {calendarWeekdays.map((day) => (
                          <FormControlLabel
                            key={day}
                            label={weekdayName(day)}
                            control={
                              <Checkbox
                                checked={days.includes(day)}
                                onChange={(e) =>
                                  setDays(e.target.checked ? [...days, day] : days.filter((d) => d !== day))
                                }
                              />
                            }
                          />
                        ))}
                      </FormGroup>
                    </FormControl>
                  )}
                  <FormControl component="fieldset">
                    <FormLabel component="legend">{t('field_ends')}</FormLabel>
                    <RadioGroup row value={ends} onChange={(e) => setEnds(e.target.value as Ends)}>
                      <FormControlLabel value="never" control={<Radio />} label={t('ends_never')} />
                      <FormControlLabel value="until" control={<Radio />} label={t('ends_until')} />
                      <FormControlLabel value="count" control={<Radio />} label={t('ends_count')} />
                    </RadioGroup>
                  </FormControl>
                  {ends === 'until' && (
                    <TextField
                      label={t('field_until')}
                      type="date"
                      value={until}
                      onChange={(e) => setUntil(e.target.value)}
                      slotProps={{ inputLabel: { shrink: true } }}
                      sx={{ maxWidth: 220 }}
                    />
                  )}
                  {ends === 'count' && (
                    <TextField
                      label={t('field_count')}
                      type="number"
                      value={count}
                      onChange={(e) => setCount(e.target.value)}
                      slotProps={{ htmlInput: { min: 1, max: 999 } }}
                      sx={{ maxWidth: 160 }}
                    />
                  )}
                  {errors.recurrence && (
                    <Box role="alert" sx={{ color: 'error.main' }}>
                      {sayMessage(errors.recurrence)}
                    </Box>
                  )}
                </Box>
              )}
            </>
          )}
          {inSeries && <ScopeChoice value={scope} onChange={setScope} />}
        </DialogContent>
        <DialogActions>
          {existing && (
            <Button color="error" onClick={() => void removeEvent()} disabled={busy} sx={{ marginInlineEnd: 'auto' }}>
              {t('remove')}
            </Button>
          )}
          <Button onClick={onClose}>{t('cancel')}</Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {t(existing ? 'save' : 'create')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
