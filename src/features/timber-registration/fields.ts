import type { ErrorSummaryItem } from '../../components/ErrorSummary';
import type { RegistrationField, RegistrationValues, StepErrors } from './registration';

/** What every step gets: the values so far, the errors found on 'Neste', and a way to change values. */
export interface StepProps {
  accountId: string;
  values: RegistrationValues;
  errors: StepErrors;
  onChange: (patch: Partial<RegistrationValues>) => void;
}

/** The element id of a field, which the error summary links to. */
export const fieldId = (field: RegistrationField): string => `innmelding-${field}`;

export const summaryItems = (errors: StepErrors): ErrorSummaryItem[] =>
  (Object.entries(errors) as [RegistrationField, string | undefined][])
    .filter((entry): entry is [RegistrationField, string] => Boolean(entry[1]))
    .map(([field, message]) => ({ fieldId: fieldId(field), message }));
