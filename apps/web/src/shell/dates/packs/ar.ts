import { ar } from 'date-fns/locale/ar';
import type { PickerPack } from '../pickerPack';

/** The pickers' words in Arabic: MUI X has no Arabic pack of its own, so this is the console's. */
const views: Record<string, string> = {
  year: 'السنة',
  month: 'الشهر',
  day: 'اليوم',
  weekDay: 'يوم الأسبوع',
  hours: 'الساعات',
  minutes: 'الدقائق',
  seconds: 'الثواني',
  meridiem: 'صباحًا/مساءً',
};
const viewName = (view: string) => views[view] ?? view;

/** The date pickers in Arabic: date-fns' Arabic names and order, and these texts. */
export default {
  adapterLocale: ar,
  localeText: {
    previousMonth: 'الشهر السابق',
    nextMonth: 'الشهر التالي',
    openPreviousView: 'فتح العرض السابق',
    openNextView: 'فتح العرض التالي',
    calendarViewSwitchingButtonAriaLabel: (view) =>
      view === 'year' ? 'عرض السنة مفتوح، التبديل إلى عرض التقويم' : 'عرض التقويم مفتوح، التبديل إلى عرض السنة',
    start: 'البداية',
    end: 'النهاية',
    startDate: 'تاريخ البداية',
    startTime: 'وقت البداية',
    endDate: 'تاريخ النهاية',
    endTime: 'وقت النهاية',
    cancelButtonLabel: 'إلغاء',
    clearButtonLabel: 'مسح',
    okButtonLabel: 'موافق',
    todayButtonLabel: 'اليوم',
    nextStepButtonLabel: 'التالي',
    datePickerToolbarTitle: 'اختر التاريخ',
    dateTimePickerToolbarTitle: 'اختر التاريخ والوقت',
    timePickerToolbarTitle: 'اختر الوقت',
    dateRangePickerToolbarTitle: 'اختر نطاق التاريخ',
    timeRangePickerToolbarTitle: 'اختر نطاق الوقت',
    clockLabelText: (view, formattedTime) =>
      `اختر ${viewName(view)}. ${formattedTime ? `الوقت المحدد هو ${formattedTime}` : 'لم يُحدَّد وقت'}`,
    hoursClockNumberText: (hours) => `${hours} ساعة`,
    minutesClockNumberText: (minutes) => `${minutes} دقيقة`,
    secondsClockNumberText: (seconds) => `${seconds} ثانية`,
    selectViewText: (view) => `اختر ${viewName(view)}`,
    calendarWeekNumberHeaderLabel: 'رقم الأسبوع',
    calendarWeekNumberHeaderText: '#',
    calendarWeekNumberAriaLabelText: (weekNumber) => `الأسبوع ${weekNumber}`,
    calendarWeekNumberText: (weekNumber) => `${weekNumber}`,
    openDatePickerDialogue: (formattedDate) =>
      formattedDate ? `اختر التاريخ، التاريخ المحدد هو ${formattedDate}` : 'اختر التاريخ',
    openTimePickerDialogue: (formattedTime) =>
      formattedTime ? `اختر الوقت، الوقت المحدد هو ${formattedTime}` : 'اختر الوقت',
    openRangePickerDialogue: (formattedRange) =>
      formattedRange ? `اختر النطاق، النطاق المحدد هو ${formattedRange}` : 'اختر النطاق',
    fieldClearLabel: 'مسح',
    timeTableLabel: 'اختر الوقت',
    dateTableLabel: 'اختر التاريخ',
    fieldYearPlaceholder: (params) => 'س'.repeat(params.digitAmount),
    fieldMonthPlaceholder: (params) => (params.contentType === 'letter' ? 'شهر' : 'شش'),
    fieldDayPlaceholder: () => 'يي',
    fieldWeekDayPlaceholder: (params) => (params.contentType === 'letter' ? 'يوم' : 'يي'),
    fieldHoursPlaceholder: () => 'سس',
    fieldMinutesPlaceholder: () => 'دد',
    fieldSecondsPlaceholder: () => 'ثث',
    fieldMeridiemPlaceholder: () => 'ص/م',
    year: views.year,
    month: views.month,
    day: views.day,
    weekDay: views.weekDay,
    hours: views.hours,
    minutes: views.minutes,
    seconds: views.seconds,
    meridiem: views.meridiem,
    empty: 'فارغ',
  },
} satisfies PickerPack;
