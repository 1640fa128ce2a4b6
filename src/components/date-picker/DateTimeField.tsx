import { lazy, Suspense } from 'react';
import { afterHtmlPolicy } from '../../security/afterHtmlPolicy';
import { FIELD_PLACEHOLDER, fieldText, type DateTimeFieldProps } from './dateTimes';
import { PickerStandIn } from './PickerStandIn';

// MUI X's field writes each typed section with innerHTML: the HTML policy comes first.
const loadPicker = () => afterHtmlPolicy(() => import('./MuiDateTimeField'));
const MuiDateTimeField = lazy(loadPicker);

/** Starts loading MUI X ahead of time, e.g. on the step before the one with a date-and-time field. */
export function preloadDateTimeField(): void {
  void loadPicker();
}

/**
 * A date-and-time field (DD.MM.YYYY HH:mm in Oslo time, 24-hour clock, 30-minute steps) on MUI X
 * DateTimePicker. The picker is loaded the first time a page shows such a field; until it is there, a
 * disabled field with the same label and time stands in.
 */
export function DateTimeField(props: DateTimeFieldProps) {
  return (
    <Suspense fallback={<LoadingDateTimeField {...props} />}>
      <MuiDateTimeField {...props} />
    </Suspense>
  );
}

function LoadingDateTimeField({ label, value, error, helperText, required }: DateTimeFieldProps) {
  return (
    <PickerStandIn
      label={label}
      text={fieldText(value)}
      placeholder={FIELD_PLACEHOLDER}
      error={error}
      helperText={helperText}
      required={required}
    />
  );
}
