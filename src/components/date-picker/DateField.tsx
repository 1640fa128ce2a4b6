import { lazy, Suspense } from 'react';
import { afterHtmlPolicy } from '../../security/afterHtmlPolicy';
import { loadTexts } from '../../i18n/i18n';
import { useLingui } from '@lingui/react';
import { parseInOslo } from '../../domain/format';
import { DATE_FIELD } from './pickerLocale';
import type { DateFieldProps } from './dates';
import { PickerStandIn } from './PickerStandIn';

// MUI X's field writes each typed section with innerHTML: the HTML policy comes first. The pickers' texts
// (their own catalog, src/i18n/i18n.ts) come beside.
const loadPicker = async () => {
  const [picker] = await Promise.all([
    afterHtmlPolicy(() => import('./MuiDateField')),
    loadTexts('date-picker'),
  ]);
  return picker;
};
const MuiDateField = lazy(loadPicker);

/** Starts loading MUI X ahead of time, e.g. on the step before the one with a date field. */
export function preloadDateField(): void {
  void loadPicker();
}

/**
 * A date field (DD.MM.YYYY; DD/MM/YYYY in English) on MUI X DatePicker. The picker is loaded the first time a
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
  const locale = useLingui().i18n.locale === 'en' ? 'en' : 'nb';
  const { format, placeholder } = DATE_FIELD[locale];
  return (
    <PickerStandIn
      label={label}
      text={(value === null ? undefined : parseInOslo(value)?.format(format)) ?? ''}
      placeholder={placeholder}
      error={error}
      helperText={helperText}
      required={required}
    />
  );
}
