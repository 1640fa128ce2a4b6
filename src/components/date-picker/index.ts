/**
 * The date field, for pages: `<DateField label="Ønsket oppstart" value={from} onChange={setFrom} />` with
 * ISO dates ('YYYY-MM-DD') in and out; and the date-and-time field, `<DateTimeField label="Sendetidspunkt"
 * value={sendAt} onChange={setSendAt} />` with ISO instants in and ISO with the Oslo offset out. MUI X is
 * behind a lazy import in each, so a page pays for it only when it shows such a field.
 */
export { DateField, preloadDateField } from './DateField';
export { DATE_MAX, DATE_MIN, dateProblemText, type DateFieldProps, type DateProblem } from './dates';
export { DateTimeField, preloadDateTimeField } from './DateTimeField';
export {
  DATE_TIME_MAX,
  DATE_TIME_MIN,
  dateTimeProblemText,
  type DateTimeFieldProps,
  type DateTimeProblem,
} from './dateTimes';
