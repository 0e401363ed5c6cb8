export {
  Calendar,
  CALENDAR_VIEWS,
  CALENDAR_WEEK_STARTS,
  type CalendarProps,
  type CalendarLabels,
  type CalendarView,
  type CalendarWeekStart,
} from './Calendar';
export { CALENDAR_TIME_ZONE, civilDateInSaoPaulo, toIsoDate, parseIsoDate, toInstant, type CivilDate } from './calendarDates';
