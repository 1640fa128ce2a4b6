import type { Ref } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Link from '@mui/material/Link';
import { useLingui } from '@lingui/react/macro';

export interface ErrorSummaryItem {
  /** The id of the field (or of the group around it) the message is about. */
  fieldId: string;
  message: string;
}

/** Moves focus to a field, or to the first input inside a group (a radio group, a date field). */
export function focusField(fieldId: string): void {
  const target = document.getElementById(fieldId);
  if (!target) return;
  const focusable = target.matches('input, textarea, select, button, [tabindex]')
    ? target
    : target.querySelector<HTMLElement>('input:not([type=hidden]), textarea, select, button, [tabindex]');
  (focusable ?? target).focus();
}

/**
 * The list of what must be corrected, at the top of a form step (the pattern of the Norwegian design systems):
 * each message links to its field. The wizard moves focus here when 'Neste' finds errors.
 */
export function ErrorSummary({
  items,
  title,
  ref,
}: {
  items: readonly ErrorSummaryItem[];
  /** 'Rett opp dette før du går videre:' (in the active language) unless given. */
  title?: string;
  ref?: Ref<HTMLDivElement>;
}) {
  const { t } = useLingui();
  if (items.length === 0) return null;
  return (
    <Alert severity="error" ref={ref} tabIndex={-1} sx={{ mb: 2 }}>
      <AlertTitle>{title ?? t`Rett opp dette før du går videre:`}</AlertTitle>
      <ul style={{ margin: 0, paddingLeft: '1.25rem' }}>
        {items.map((item) => (
          <li key={item.fieldId}>
            <Link
              href={`#${item.fieldId}`}
              color="inherit"
              onClick={(event) => {
                event.preventDefault();
                focusField(item.fieldId);
              }}
            >
              {item.message}
            </Link>
          </li>
        ))}
      </ul>
    </Alert>
  );
}
