import { lazy, Suspense } from 'react';
import { afterHtmlPolicy } from '../../security/afterHtmlPolicy';
import { loadTexts } from '../../i18n/i18n';
import { useLingui } from '@lingui/react';
import { fieldText, type DateTimeFieldProps } from './dateTimes';
import { DATE_TIME_FIELD } from './pickerLocale';
import { PickerStandIn } from './PickerStandIn';

// MUI X's field writes each typed section with innerHTML: the HTML policy comes first. The pickers' texts
// (their own catalog, src/i18n/i18n.ts) come beside.
const loadPicker = async () => {
  const [picker] = await Promise.all([
    afterHtmlPolicy(() => import('./MuiDateTimeField')),
    loadTexts('date-picker'),
  ]);
  return picker;
};
const MuiDateTimeField = lazy(loadPicker);

/** Starts loading MUI X ahead of time, e.g. on the step before the one with a date-and-time field. */
export function preloadDateTimeField(): void {
  void loadPicker();
}

/**
 * A date-and-time field (DD.MM.YYYY HH:mm in Oslo time, DD/MM/YYYY HH:mm in English, 24-hour clock, 30-minute steps) on MUI X
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
  const locale = useLingui().i18n.locale === 'en' ? 'en' : 'nb';
  return (
    <PickerStandIn
      label={label}
      text={fieldText(value, locale)}
      placeholder={DATE_TIME_FIELD[locale].placeholder}
      error={error}
      helperText={helperText}
      required={required}
    />
  );
}
