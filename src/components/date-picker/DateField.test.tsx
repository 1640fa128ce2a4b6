import { createRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { render } from '../../../tests/i18n';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations } from '../../../tests/axe';
import { DateField, dateProblemText, type DateFieldProps, type DateProblem } from '.';

type HarnessProps = Omit<DateFieldProps, 'label' | 'value' | 'onChange'> & { initial?: string | null };

/** A form that keeps what the field reports, and shows it as the page would use it. */
function Harness({ initial = null, ...props }: HarnessProps) {
  const [value, setValue] = useState<string | null>(initial);
  const [problem, setProblem] = useState<DateProblem | null>(null);
  return (
    <>
      <DateField
        label="Ønsket oppstart"
        value={value}
        onChange={(next, nextProblem) => {
          setValue(next);
          setProblem(nextProblem);
        }}
        {...props}
      />
      <p data-testid="value">{value ?? 'ingen dato'}</p>
      <p data-testid="problem">{problem ?? 'ingen feil'}</p>
      <button
        type="button"
        onClick={() => {
          setValue('2026-06-01');
        }}
      >
        Sett 1. juni
      </button>
    </>
  );
}

// MUI X is loaded on demand; on a loaded machine that takes longer than findBy's default second.
const field = () => screen.findByRole('group', { name: 'Ønsket oppstart' }, { timeout: 15_000 });
/** What the field shows, e.g. '17.05.ÅÅÅÅ' (the text before the calendar button). */
const shown = (group: HTMLElement) => group.firstElementChild?.textContent;
const reported = () => [screen.getByTestId('value').textContent, screen.getByTestId('problem').textContent];

/** Types into the field by keyboard alone: Tab to its first section, then the digits. */
async function typeDate(user: ReturnType<typeof userEvent.setup>, digits: string) {
  await field();
  await user.tab();
  expect(document.activeElement).toHaveAccessibleName('Dag');
  await user.keyboard(digits);
}

describe('DateField', () => {
  // First, while MUI X is not loaded yet in this file: the page shows a stand-in until it is.
  it('shows a disabled stand-in with the same label and date while the picker loads', async () => {
    render(<Harness initial="2026-05-17" />);
    const standIn = screen.getByRole('textbox', { name: 'Ønsket oppstart' });
    expect(standIn).toBeDisabled();
    expect(standIn).toHaveValue('17.05.2026');
    expect(shown(await field())).toBe('17.05.2026');
    expect(screen.queryByRole('textbox', { name: 'Ønsket oppstart' })).not.toBeInTheDocument();
  });

  it('is a group named by its label, with Norwegian day, month and year sections and a "Velg dato" button', async () => {
    render(<Harness helperText="Når kan hogsten starte?" required />);
    const group = await field();
    expect(group).toHaveAccessibleDescription('Når kan hogsten starte?');
    expect(
      within(group)
        .getAllByRole('spinbutton')
        .map((section) => section.getAttribute('aria-label')),
    ).toEqual(['Dag', 'Måned', 'År']);
    expect(shown(group)).toBe('DD.MM.ÅÅÅÅ');
    expect(within(group).getByRole('spinbutton', { name: 'Dag' })).toHaveAttribute('aria-valuetext', 'Tom');
    expect(within(group).getByRole('button', { name: 'Velg dato' })).toBeInTheDocument();
    expect(screen.getByText('Ønsket oppstart', { selector: 'label' })).toHaveTextContent('Ønsket oppstart *');
    await expectNoAxeViolations();
  });

  it('gives the ISO date when a whole date is typed by keyboard', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await typeDate(user, '17052026');
    const group = await field();
    expect(shown(group)).toBe('17.05.2026');
    expect(reported()).toEqual(['2026-05-17', 'ingen feil']);
    expect(
      within(group).getByRole('button', { name: 'Velg dato, valgt dato er 17. mai 2026' }),
    ).toBeVisible();
  });

  it('keeps a half-typed or impossible date as typed, reporting no date and why', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await typeDate(user, '1705');
    expect(shown(await field())).toBe('17.05.ÅÅÅÅ');
    expect(reported()).toEqual(['ingen dato', 'invalidDate']);
    await user.keyboard('2026');
    expect(reported()).toEqual(['2026-05-17', 'ingen feil']);

    await user.keyboard('{Control>}a{/Control}{Backspace}');
    expect(shown(await field())).toBe('DD.MM.ÅÅÅÅ');
    expect(reported()).toEqual(['ingen dato', 'ingen feil']);

    await user.keyboard('{Shift>}{Tab}{/Shift}');
    await typeDate(user, '31022026');
    expect(reported()).toEqual(['ingen dato', 'invalidDate']);
    expect(dateProblemText('invalidDate')).toBe('Skriv en gyldig dato på formen dd.mm.åååå');
  });

  it('reports a date outside the bounds, 1900–2099 unless the page sets others', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Harness />);
    await typeDate(user, '31121899');
    expect(shown(await field())).toBe('31.12.1899');
    expect(reported()).toEqual(['ingen dato', 'minDate']);
    expect(dateProblemText('minDate')).toBe('Datoen kan ikke være før 01.01.1900');
    expect(dateProblemText('maxDate')).toBe('Datoen kan ikke være etter 31.12.2099');
    unmount();

    render(<Harness minDate="2026-06-01" maxDate="2026-12-31" />);
    await typeDate(user, '31052026');
    expect(reported()).toEqual(['ingen dato', 'minDate']);
    expect(dateProblemText('minDate', { minDate: '2026-06-01' })).toBe('Datoen kan ikke være før 01.06.2026');
    await user.keyboard('{ArrowLeft}{ArrowLeft}01062026');
    expect(reported()).toEqual(['2026-06-01', 'ingen feil']);
    await user.keyboard('2027');
    expect(reported()).toEqual(['ingen dato', 'maxDate']);
  });

  it('reports the date as out of bounds, keeping it, when the page moves a bound past it', async () => {
    const user = userEvent.setup();
    function MovingBound() {
      const [minDate, setMinDate] = useState('2026-05-01');
      return (
        <>
          <Harness minDate={minDate} />
          <button
            type="button"
            onClick={() => {
              setMinDate('2026-07-01');
            }}
          >
            Flytt grensen
          </button>
        </>
      );
    }
    render(<MovingBound />);
    await typeDate(user, '01062026');
    expect(reported()).toEqual(['2026-06-01', 'ingen feil']);
    await user.click(screen.getByRole('button', { name: 'Flytt grensen' }));
    expect(reported()).toEqual(['ingen dato', 'minDate']);
    expect(shown(await field())).toBe('01.06.2026');
  });

  it('shows the error message under the field and marks it invalid', async () => {
    render(
      <Harness
        error="Datoen kan ikke være før 01.06.2026"
        helperText="Når kan hogsten starte?"
        id="oppstart"
      />,
    );
    const group = await field();
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAccessibleDescription('Datoen kan ikke være før 01.06.2026');
    expect(screen.queryByText('Når kan hogsten starte?')).not.toBeInTheDocument();
    await expectNoAxeViolations();
    await userEvent.setup().click(within(group).getByRole('button', { name: 'Velg dato' }));
    expect(await screen.findByRole('dialog', { name: 'Ønsket oppstart' })).toBeInTheDocument();
  });

  it('shows the date the page gives, and a new one when the page sets it', async () => {
    const user = userEvent.setup();
    render(<Harness initial="2026-05-17" />);
    const group = await field();
    expect(shown(group)).toBe('17.05.2026');
    await user.click(screen.getByRole('button', { name: 'Sett 1. juni' }));
    expect(shown(group)).toBe('01.06.2026');
    expect(reported()).toEqual(['2026-06-01', 'ingen feil']);
  });

  it('picks a date in the Norwegian calendar by keyboard alone', async () => {
    const user = userEvent.setup();
    render(<Harness initial="2026-05-17" />);
    await field();
    await user.tab();
    await user.tab();
    expect(document.activeElement).toHaveAccessibleName('Velg dato, valgt dato er 17. mai 2026');
    await user.keyboard('{Enter}');
    const calendar = await screen.findByRole('dialog', { name: 'Ønsket oppstart' });
    expect(within(calendar).getByText('mai 2026')).toBeInTheDocument();
    expect(within(calendar).getByRole('button', { name: 'Neste måned' })).toBeInTheDocument();
    await waitFor(() => {
      expect(document.activeElement).toHaveTextContent('17');
    });
    await expectNoAxeViolations();
    await user.keyboard('{ArrowRight}{Enter}');
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(reported()).toEqual(['2026-05-18', 'ingen feil']);
    expect(shown(await field())).toBe('18.05.2026');
  });

  it('moves focus to its first section when the page focuses its input (an error summary link, say)', async () => {
    const inputRef = createRef<HTMLInputElement>();
    render(<Harness inputRef={inputRef} name="wishedHarvestFrom" />);
    await field();
    inputRef.current?.focus();
    await waitFor(() => {
      expect(document.activeElement).toHaveAccessibleName('Dag');
    });
    expect(inputRef.current).toHaveAttribute('name', 'wishedHarvestFrom');
  });
});
