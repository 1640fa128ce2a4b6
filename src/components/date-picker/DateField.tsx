import { lazy, Suspense } from 'react';
import { afterHtmlPolicy } from '../../security/afterHtmlPolicy';
import { formatDate } from '../../domain/format';
import type { DateFieldProps } from './dates';
import { PickerStandIn } from './PickerStandIn';

// MUI X's field writes each typed section with innerHTML: the HTML policy comes first.
const loadPicker = () => afterHtmlPolicy(() => import('./MuiDateField'));
const MuiDateField = lazy(loadPicker);

/** Starts loading MUI X ahead of time, e.g. on the step before the one with a date field. */
export function preloadDateField(): void {
  void loadPicker();
}

/**
 * A date field (DD.MM.YYYY, Norwegian calendar) on MUI X DatePicker. The picker is loaded the first time a
 * page shows a date field; until it is there, a disabled field with the same label and date stands in.
 */
export function DateField(props: DateFieldProps) {
  return (
    <Suspense fallback={<LoadingDateField {...props} />}>
      <MuiDateField {...props} />
    </Suspense>
  );
}

function LoadingDateField({ label, value, error, helperText, required }: DateFieldProps) {
  return (
    <PickerStandIn
      label={label}
      text={formatDate(value)}
      placeholder="DD.MM.ÅÅÅÅ"
      error={error}
      helperText={helperText}
      required={required}
    />
  );
}
