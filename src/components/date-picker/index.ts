/**
 * The date field, for pages: `<DateField label="Ønsket oppstart" value={from} onChange={setFrom} />` with
 * ISO dates ('YYYY-MM-DD') in and out. MUI X is behind a lazy import in DateField, so a page pays for it
 * only when it shows a date field.
 */
export { DateField, preloadDateField, type DateFieldProps } from './DateField';
export { DATE_MAX, DATE_MIN, dateProblemText, type DateProblem } from './dates';
