import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { render } from '../../tests/i18n';
import { activateLocale, loadTexts } from '../i18n/i18n';
import { CommentBox } from './CommentBox';
import { ErrorSummary } from './ErrorSummary';
import { LoadError } from './LoadError';
import { WizardHeader } from './WizardHeader';
import { dateProblemText } from './date-picker/dates';
import { dateTimeProblemText } from './date-picker/dateTimes';
import { validatePhone, validatePostnummer } from '../domain/norwegianNumbers';

beforeEach(async () => {
  await loadTexts('common');
  await loadTexts('date-picker');
  await activateLocale('en', { remember: false });
});
afterEach(async () => {
  await activateLocale('nb', { remember: false });
});

const NORWEGIAN = /Rett opp|Prøv igjen|Steg|Fullfør|tegn|grensen|Vi klarte|kundeservice/;

describe('the shared components in English (#43)', () => {
  it('sums up what to correct, with each message linked to its field', () => {
    render(
      <>
        <ErrorSummary items={[{ fieldId: 'phone', message: validatePhone('123') as string }]} />
        <input id="phone" aria-label="Phone" />
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Correct this before you go on:');
    expect(screen.getByRole('link', { name: 'The phone number must be eight digits.' })).toHaveAttribute(
      'href',
      '#phone',
    );
    expect(document.body).not.toHaveTextContent(NORWEGIAN);
  });

  it('counts the characters of a comment and says when the limit is reached', () => {
    render(<CommentBox label="Comment" value={'x'.repeat(20)} onChange={() => undefined} maxLength={20} />);
    expect(screen.getByText('20 / 20 characters')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('You have reached the limit of 20 characters.');
    expect(document.body).not.toHaveTextContent(NORWEGIAN);
  });

  it('says a load failed, with Try again', () => {
    const onRetry = vi.fn();
    render(<LoadError what="your contracts" onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      /^We could not fetch your contracts\. Try again, or call/,
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(NORWEGIAN);
  });

  it('heads a wizard step in English', () => {
    render(<WizardHeader step={2} title="Property and harvest" onFinishLater={() => undefined} />);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Step 2 of 4 Property and harvest');
    expect(screen.getByRole('button', { name: 'Finish later' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Progress' })).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(NORWEGIAN);
  });

  it('gives the validation messages of the number and date fields in English, with English dates', () => {
    expect(validatePostnummer('12')).toBe('The postcode must be four digits.');
    expect(validatePostnummer('')).toBe(true);
    expect(dateProblemText('invalidDate')).toBe('Enter a valid date as dd/mm/yyyy');
    expect(dateProblemText('minDate', { minDate: '2026-12-01' })).toBe(
      'The date cannot be before 01/12/2026',
    );
    expect(dateTimeProblemText('maxDate', { maxDateTime: '2026-12-10T18:00' })).toBe(
      'The time cannot be after 10/12/2026 18:00',
    );
    expect(dateTimeProblemText('minutesStep')).toBe('Choose a time on the hour or half hour');
  });
});
