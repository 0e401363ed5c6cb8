import { useEffect, useId, useMemo, useRef, useState, type HTMLAttributes, type KeyboardEvent } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { VisuallyHidden } from 'radix-ui';
import * as s from './Calendar.css';
import {
  addDays,
  addMonths,
  CALENDAR_TIME_ZONE,
  civilDateInSaoPaulo,
  parseIsoDate,
  sameDay,
  startOfWeek,
  toInstant,
  toIsoDate,
  visibleWeeks,
  type CivilDate,
} from './calendarDates';

export const CALENDAR_VIEWS = ['week', 'month'] as const;
export type CalendarView = (typeof CALENDAR_VIEWS)[number];
export const CALENDAR_WEEK_STARTS = [0, 1] as const;
export type CalendarWeekStart = (typeof CALENDAR_WEEK_STARTS)[number];

export interface CalendarLabels {
  /** The view switch's group name, such as 'Visualização'. */
  viewSwitch: string;
  /** 'Semana'. */
  week: string;
  /** 'Mês'. */
  month: string;
  /** 'Semana anterior'. */
  previousWeek: string;
  /** 'Próxima semana'. */
  nextWeek: string;
  /** 'Mês anterior'. */
  previousMonth: string;
  /** 'Próximo mês'. */
  nextMonth: string;
}

export interface CalendarProps extends Omit<HTMLAttributes<HTMLElement>, 'title' | 'onChange'> {
  /** The heading, such as 'Agenda'. */
  title?: string;
  /** Names of the view switch and the previous/next buttons, such as 'Semana' and 'Próximo mês'. */
  labels: CalendarLabels;
  /** Today's instant; read in America/Sao_Paulo. Defaults to now; stories pass a fixed date. */
  today?: Date;
  /** BCP 47 locale for weekday and month names ('pt-BR', 'en'). */
  locale?: string;
  /** Controlled view. */
  view?: CalendarView;
  /** Initial view when uncontrolled. */
  defaultView?: CalendarView;
  /** Called with the new view ('week' or 'month') when the view switch changes it. */
  onViewChange?: (view: CalendarView) => void;
  /** 0 = Sunday (the Brazilian convention), 1 = Monday. */
  weekStartsOn?: CalendarWeekStart;
  /** The selected day as 'YYYY-MM-DD'. */
  selectedDate?: string;
  /** Called with 'YYYY-MM-DD' when a day is chosen by click, Enter or Space. Days become selectable only with it. */
  onSelectDate?: (isoDate: string) => void;
}

/** A week or month calendar with a roving focus: arrow keys move between days, Home/End within a week, PageUp/PageDown by month. */
export function Calendar({
  title,
  labels,
  today: todayInstant,
  locale = 'pt-BR',
  view: viewProp,
  defaultView = 'week',
  onViewChange,
  weekStartsOn = 0,
  selectedDate,
  onSelectDate,
  className,
  ...rest
}: CalendarProps) {
  const today = useMemo(() => civilDateInSaoPaulo(todayInstant ?? new Date()), [todayInstant]);
  const [innerView, setInnerView] = useState<CalendarView>(defaultView);
  const view = viewProp ?? innerView;
  const selected = selectedDate ? parseIsoDate(selectedDate) : null;
  const [focus, setFocus] = useState<CivilDate>(() => selected ?? today);
  const moveFocusRef = useRef(false);
  const gridRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const captionId = useId();

  const formats = useMemo(
    () => ({
      weekdayShort: new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: CALENDAR_TIME_ZONE }),
      weekdayLong: new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: CALENDAR_TIME_ZONE }),
      dayLong: new Intl.DateTimeFormat(locale, {
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: CALENDAR_TIME_ZONE,
      }),
      monthYear: new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: CALENDAR_TIME_ZONE }),
      range: new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: CALENDAR_TIME_ZONE }),
    }),
    [locale],
  );

  const weeks = visibleWeeks(focus, view, weekStartsOn);
  const firstWeek = weeks[0] ?? [];
  const caption =
    view === 'month'
      ? formats.monthYear.format(toInstant(focus))
      : formats.range.formatRange(toInstant(firstWeek[0] ?? focus), toInstant(firstWeek[6] ?? focus));

  useEffect(() => {
    if (!moveFocusRef.current) return;
    moveFocusRef.current = false;
    gridRef.current?.querySelector<HTMLButtonElement>(`button[data-date="${toIsoDate(focus)}"]`)?.focus();
  }, [focus, view]);

  const changeView = (next: CalendarView) => {
    if (next === view) return;
    if (viewProp === undefined) setInnerView(next);
    onViewChange?.(next);
  };

  const shiftPeriod = (direction: 1 | -1) => setFocus((f) => (view === 'week' ? addDays(f, 7 * direction) : addMonths(f, direction)));

  const onGridKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, (d: CivilDate) => CivilDate> = {
      ArrowLeft: (d) => addDays(d, -1),
      ArrowRight: (d) => addDays(d, 1),
      ArrowUp: (d) => addDays(d, -7),
      ArrowDown: (d) => addDays(d, 7),
      Home: (d) => startOfWeek(d, weekStartsOn),
      End: (d) => addDays(startOfWeek(d, weekStartsOn), 6),
      PageUp: (d) => addMonths(d, -1),
      PageDown: (d) => addMonths(d, 1),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    moveFocusRef.current = true;
    setFocus(move);
  };

  const choose = (day: CivilDate) => {
    setFocus(day);
    onSelectDate?.(toIsoDate(day));
  };

  return (
    <section className={[s.root, className].filter(Boolean).join(' ')} aria-labelledby={title ? titleId : captionId} {...rest}>
      <div className={s.header}>
        {title ? (
          <h2 id={titleId} className={s.title}>
            {title}
          </h2>
        ) : null}
        <div role="group" aria-label={labels.viewSwitch} className={s.viewSwitch}>
          {CALENDAR_VIEWS.map((v) => (
            <button key={v} type="button" className={s.viewButton} aria-pressed={view === v} onClick={() => changeView(v)}>
              {v === 'week' ? labels.week : labels.month}
            </button>
          ))}
        </div>
      </div>
      <div className={s.nav}>
        <button
          type="button"
          className={s.navButton}
          aria-label={view === 'week' ? labels.previousWeek : labels.previousMonth}
          onClick={() => shiftPeriod(-1)}
        >
          <ChevronLeft aria-hidden size={18} />
        </button>
        <p id={captionId} className={s.caption} aria-live="polite">
          {caption}
        </p>
        <button
          type="button"
          className={s.navButton}
          aria-label={view === 'week' ? labels.nextWeek : labels.nextMonth}
          onClick={() => shiftPeriod(1)}
        >
          <ChevronRight aria-hidden size={18} />
        </button>
      </div>
      {/* A grid (APG): one tab stop, arrow keys between days. Built of elements with explicit roles, not a
          <table>: HTML allows no role on a table's rows and cells, and the roles a table role=grid gives
          them implicitly are not the ones every tool reads (Testing Library reads a td as a cell). */}
      <div ref={gridRef} role="grid" aria-labelledby={captionId} className={s.grid} onKeyDown={onGridKeyDown} data-view={view}>
        <div role="rowgroup" className={s.head}>
          <div role="row" className={s.row}>
            {firstWeek.map((day) => (
              <div key={toIsoDate(day)} role="columnheader" className={s.weekday}>
                <span aria-hidden>{formats.weekdayShort.format(toInstant(day)).replace('.', '')}</span>
                <VisuallyHidden.Root>{formats.weekdayLong.format(toInstant(day))}</VisuallyHidden.Root>
              </div>
            ))}
          </div>
        </div>
        <div role="rowgroup" className={s.body}>
          {weeks.map((week) => (
            <div key={toIsoDate(week[0] ?? focus)} role="row" className={s.row}>
              {week.map((day) => {
                const iso = toIsoDate(day);
                const isToday = sameDay(day, today);
                const isSelected = selected ? sameDay(day, selected) : false;
                return (
                  <div key={iso} role="gridcell" className={s.cell} aria-selected={onSelectDate ? isSelected : undefined}>
                    <button
                      type="button"
                      data-date={iso}
                      tabIndex={sameDay(day, focus) ? 0 : -1}
                      className={s.day}
                      data-today={isToday || undefined}
                      data-selected={isSelected || undefined}
                      data-outside={(view === 'month' && day.month !== focus.month) || undefined}
                      aria-current={isToday ? 'date' : undefined}
                      aria-label={formats.dayLong.format(toInstant(day))}
                      onClick={() => choose(day)}
                    >
                      {day.day}
                    </button>
                  </div>
                );
              })}
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
