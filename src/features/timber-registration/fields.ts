import type { I18n } from '@lingui/core';
import type { ErrorSummaryItem } from '../../components/ErrorSummary';
import type { QuestionId } from '../../domain/environmentalQuestions';
import type { RegistrationField, RegistrationValues, StepErrors } from './registration';

/** What every step gets: the values so far, the errors found on 'Neste', and a way to change values. */
export interface StepProps {
  accountId: string;
  values: RegistrationValues;
  errors: StepErrors;
  onChange: (patch: Partial<RegistrationValues>) => void;
}

/** The element id of a field, which the error summary links to. */
const FIELD_ID_PREFIX = 'innmelding';
export const fieldId = (field: RegistrationField): string => `${FIELD_ID_PREFIX}-${field}`;

const ANSWER_PREFIX = 'answer';

/** The field of the answer to an environmental question. */
export const answerField = (question: QuestionId): RegistrationField => `${ANSWER_PREFIX}-${question}`;

/** The id of a part of a field (its label, its help), from the field's own id and the part's name. */
export const partId = (id: string, part: string): string => `${id}-${part}`;

/** The error summary's links, each message in the active language. */
export const summaryItems = (errors: StepErrors, i18n: I18n): ErrorSummaryItem[] =>
  (Object.entries(errors) as [RegistrationField, StepErrors[RegistrationField]][])
    .filter((entry): entry is [RegistrationField, NonNullable<StepErrors[RegistrationField]>] =>
      Boolean(entry[1]),
    )
    .map(([field, message]) => ({ fieldId: fieldId(field), message: i18n._(message) }));
