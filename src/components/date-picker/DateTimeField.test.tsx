import { createRef, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { render } from '../../../tests/i18n';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations } from '../../../tests/axe';
import { DateTimeField, dateTimeProblemText, type DateTimeFieldProps, type DateTimeProblem } from '.';

type HarnessProps = Omit<DateTimeFieldProps, 'label' | 'value' | 'onChange'> & { initial?: string | null };

/** A form that keeps what the field reports, and shows it as the page would use it. */
function Harness({ initial = null, ...props }: HarnessProps) {
  const [value, setValue] = useState<string | null>(initial);
  const [problem, setProblem] = useState<DateTimeProblem | null>(null);
  return (
    <>
      <DateTimeField
        label="Sendetidspunkt"
        value={value}
        onChange={(next, nextProblem) => {
          setValue(next);
          setProblem(nextProblem);
        }}
        {...props}
      />
      <p data-testid="value">{value ?? 'ingen tid'}</p>
      <p data-testid="problem">{problem ?? 'ingen feil'}</p>
      <button
        type="button"
        onClick={() => {
          setValue('2026-06-01T08:00:00Z');
        }}
      >
        Sett 1. juni
      </button>
    </>
  );
}

// MUI X is loaded on demand; on a loaded machine that takes longer than findBy's default second.
const field = () => screen.findByRole('group', { name: 'Sendetidspunkt' }, { timeout: 15_000 });
/** What the field shows, e.g. '10.12.ÅÅÅÅ tt:mm' (the text before the picker button). */
const shown = (group: HTMLElement) => group.firstElementChild?.textContent;
const reported = () => [screen.getByTestId('value').textContent, screen.getByTestId('problem').textContent];

type User = ReturnType<typeof userEvent.setup>;

/** Types into the field by keyboard alone: Tab to its first section, then the digits (ddmmååååttmm). */
async function typeDateTime(user: User, digits: string) {
  await field();
  await user.tab();
  expect(document.activeElement).toHaveAccessibleName('Dag');
  await user.keyboard(digits);
}

/** Empties the field (focus in it), leaves it backwards and types anew. */
async function retype(user: User, digits: string) {
  await user.keyboard('{Control>}a{/Control}{Backspace}{Shift>}{Tab}{/Shift}');
  await typeDateTime(user, digits);
}

/** Makes MUI X take the device for a phone (no fine pointer): the picker opens as a full dialog. */
function onAPhone() {
  vi.stubGlobal('matchMedia', (media: string) => ({
    matches: false,
    media,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

describe('DateTimeField', () => {
  // First, while MUI X is not loaded yet in this file: the page shows a stand-in until it is.
  it('shows a disabled stand-in with the same label and time while the picker loads', async () => {
    render(<Harness initial="2026-12-10T17:00:00Z" />);
    const standIn = screen.getByRole('textbox', { name: 'Sendetidspunkt' });
    expect(standIn).toBeDisabled();
    expect(standIn).toHaveValue('10.12.2026 18:00');
    expect(shown(await field())).toBe('10.12.2026 18:00');
    expect(screen.queryByRole('textbox', { name: 'Sendetidspunkt' })).not.toBeInTheDocument();
  });

  it('is a group named by its label, with Norwegian sections and a "Velg dato og tid" button', async () => {
    render(<Harness helperText="Når skal varselet sendes?" required />);
    const group = await field();
    expect(group).toHaveAccessibleDescription('Når skal varselet sendes?');
    expect(
      within(group)
        .getAllByRole('spinbutton')
        .map((section) => section.getAttribute('aria-label')),
    ).toEqual(['Dag', 'Måned', 'År', 'Timer', 'Minutter']);
    expect(shown(group)).toBe('DD.MM.ÅÅÅÅ tt:mm');
    expect(within(group).getByRole('spinbutton', { name: 'Dag' })).toHaveAttribute('aria-valuetext', 'Tom');
    expect(within(group).getByRole('spinbutton', { name: 'Timer' })).toHaveAttribute('aria-valuetext', 'Tom');
    expect(within(group).getByRole('button', { name: 'Velg dato og tid' })).toBeInTheDocument();
    expect(screen.getByText('Sendetidspunkt', { selector: 'label' })).toHaveTextContent('Sendetidspunkt *');
    await expectNoAxeViolations();
  });

  it('gives the Oslo ISO time, with the winter or summer offset, when a whole time is typed by keyboard', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await typeDateTime(user, '101220261800');
    const group = await field();
    expect(shown(group)).toBe('10.12.2026 18:00');
    expect(reported()).toEqual(['2026-12-10T18:00:00+01:00', 'ingen feil']);
    expect(
      within(group).getByRole('button', {
        name: 'Velg dato og tid, valgt tidspunkt er 10. desember 2026 kl. 18:00',
      }),
    ).toBeVisible();

    await retype(user, '100620261830');
    expect(shown(group)).toBe('10.06.2026 18:30');
    expect(reported()).toEqual(['2026-06-10T18:30:00+02:00', 'ingen feil']);
  });

  it('keeps a half-typed or impossible time as typed, reporting no time and why', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await typeDateTime(user, '1012');
    const group = await field();
    expect(shown(group)).toBe('10.12.ÅÅÅÅ tt:mm');
    expect(reported()).toEqual(['ingen tid', 'invalidDate']);
    await user.keyboard('2026');
    expect(shown(group)).toBe('10.12.2026 tt:mm');
    expect(reported()).toEqual(['ingen tid', 'invalidDate']);
    await user.keyboard('1800');
    expect(reported()).toEqual(['2026-12-10T18:00:00+01:00', 'ingen feil']);

    await user.keyboard('{Control>}a{/Control}{Backspace}');
    expect(shown(group)).toBe('DD.MM.ÅÅÅÅ tt:mm');
    expect(reported()).toEqual(['ingen tid', 'ingen feil']);

    await user.keyboard('{Shift>}{Tab}{/Shift}');
    await typeDateTime(user, '310220261800');
    expect(reported()).toEqual(['ingen tid', 'invalidDate']);
    // 29 March 2026 the clocks in Oslo go from 02:00 straight to 03:00.
    await retype(user, '290320260230');
    expect(shown(group)).toBe('29.03.2026 02:30');
    expect(reported()).toEqual(['ingen tid', 'invalidDate']);
    expect(dateTimeProblemText('invalidDate')).toBe('Skriv dato og tid på formen dd.mm.åååå tt:mm');
  });

  it('reports a time that is not on the hour or the half hour', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await typeDateTime(user, '101220261815');
    expect(shown(await field())).toBe('10.12.2026 18:15');
    expect(reported()).toEqual(['ingen tid', 'minutesStep']);
    expect(dateTimeProblemText('minutesStep')).toBe('Velg et tidspunkt på hel eller halv time');
    await user.keyboard('30');
    expect(reported()).toEqual(['2026-12-10T18:30:00+01:00', 'ingen feil']);
  });

  it('reports a time outside the bounds, 1900–2099 unless the page sets others', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Harness />);
    await typeDateTime(user, '311218992330');
    expect(shown(await field())).toBe('31.12.1899 23:30');
    expect(reported()).toEqual(['ingen tid', 'minDate']);
    await retype(user, '010121000000');
    expect(reported()).toEqual(['ingen tid', 'maxDate']);
    await retype(user, '311220992330');
    expect(reported()).toEqual(['2099-12-31T23:30:00+01:00', 'ingen feil']);
    expect(dateTimeProblemText('minDate')).toBe('Tidspunktet kan ikke være før 01.01.1900 kl. 00:00');
    expect(dateTimeProblemText('maxDate')).toBe('Tidspunktet kan ikke være etter 31.12.2099 kl. 23:30');
    unmount();

    // Spec §5: a send date from tomorrow until 2 days before the start (here 10 December at 18:00).
    const bounds = { minDateTime: '2026-11-23T23:00:00Z', maxDateTime: '2026-12-08T18:00:00+01:00' };
    render(<Harness {...bounds} />);
    await typeDateTime(user, '231120262330');
    expect(reported()).toEqual(['ingen tid', 'minDate']);
    expect(dateTimeProblemText('minDate', bounds)).toBe('Tidspunktet kan ikke være før 24.11.2026 kl. 00:00');
    await retype(user, '241120260000');
    expect(reported()).toEqual(['2026-11-24T00:00:00+01:00', 'ingen feil']);
    // The last day, but after its time.
    await retype(user, '081220261830');
    expect(reported()).toEqual(['ingen tid', 'maxDate']);
    expect(dateTimeProblemText('maxDate', bounds)).toBe(
      'Tidspunktet kan ikke være etter 08.12.2026 kl. 18:00',
    );
    await retype(user, '081220261800');
    expect(reported()).toEqual(['2026-12-08T18:00:00+01:00', 'ingen feil']);
  });

  it('reports the time as out of bounds, keeping it, when the page moves a bound past it', async () => {
    const user = userEvent.setup();
    // A reminder must come after the send date: moving the send date moves the reminder's bound.
    function MovingBound() {
      const [minDateTime, setMinDateTime] = useState('2026-12-01T12:00:00+01:00');
      return (
        <>
          <Harness minDateTime={minDateTime} />
          <button
            type="button"
            onClick={() => {
              setMinDateTime('2026-12-05T12:00:00+01:00');
            }}
          >
            Flytt grensen
          </button>
        </>
      );
    }
    render(<MovingBound />);
    await typeDateTime(user, '041220261200');
    expect(reported()).toEqual(['2026-12-04T12:00:00+01:00', 'ingen feil']);
    await user.click(screen.getByRole('button', { name: 'Flytt grensen' }));
    expect(reported()).toEqual(['ingen tid', 'minDate']);
    expect(shown(await field())).toBe('04.12.2026 12:00');
  });

  it('shows the error message under the field and marks it invalid', async () => {
    render(
      <Harness
        error="Tidspunktet kan ikke være før 24.11.2026 kl. 00:00"
        helperText="Når skal varselet sendes?"
        id="sendetidspunkt"
      />,
    );
    const group = await field();
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAccessibleDescription('Tidspunktet kan ikke være før 24.11.2026 kl. 00:00');
    expect(screen.queryByText('Når skal varselet sendes?')).not.toBeInTheDocument();
    await expectNoAxeViolations();
    await userEvent.setup().click(within(group).getByRole('button', { name: 'Velg dato og tid' }));
    expect(await screen.findByRole('dialog', { name: 'Sendetidspunkt' })).toBeInTheDocument();
  });

  it('shows winter and summer times the page gives as Oslo wall-clock time, and a new one when it sets it', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Harness initial="2026-12-10T18:00:00+01:00" />);
    expect(shown(await field())).toBe('10.12.2026 18:00');
    unmount();

    render(<Harness initial="2026-06-10T18:00:00+02:00" />);
    const group = await field();
    expect(shown(group)).toBe('10.06.2026 18:00');
    await user.click(screen.getByRole('button', { name: 'Sett 1. juni' }));
    expect(shown(group)).toBe('01.06.2026 10:00');
    expect(reported()).toEqual(['2026-06-01T08:00:00Z', 'ingen feil']);
  });

  describe('whatever the time zone of the machine', () => {
    it.each([
      // Across 29 March 2026, when 02:00 CET becomes 03:00 CEST (01:00 UTC).
      ['2026-03-29T00:30:00Z', '29.03.2026 01:30'],
      ['2026-03-29T01:00:00Z', '29.03.2026 03:00'],
      // Across 25 October 2026, when 03:00 CEST becomes 02:00 CET (01:00 UTC): 02:30 comes twice.
      ['2026-10-25T00:30:00Z', '25.10.2026 02:30'],
      ['2026-10-25T01:30:00Z', '25.10.2026 02:30'],
      ['2026-10-25T02:00:00Z', '25.10.2026 03:00'],
    ])('shows %s as %s in Oslo, on a machine in New York', async (instant, wallTime) => {
      vi.stubEnv('TZ', 'America/New_York');
      // The stub really moved the process's time zone (UTC−4 in late March and October):
      expect(new Date(instant).getTimezoneOffset()).toBe(240);
      render(<Harness initial={instant} />);
      expect(shown(await field())).toBe(wallTime);
      // The field did not reinterpret the time (it reports only what the user changes).
      expect(reported()).toEqual([instant, 'ingen feil']);
    });

    it('reads what is typed as Oslo time on a machine in New York, also against the bounds', async () => {
      vi.stubEnv('TZ', 'America/New_York');
      const user = userEvent.setup();
      render(<Harness minDateTime="2026-11-23T23:00:00Z" />);
      // 23:30 in Oslo is before the bound (00:00 on 24 November in Oslo); 23:30 in New York would not be.
      await typeDateTime(user, '231120262330');
      expect(reported()).toEqual(['ingen tid', 'minDate']);
      await retype(user, '241120260000');
      expect(reported()).toEqual(['2026-11-24T00:00:00+01:00', 'ingen feil']);
      await retype(user, '100620271830');
      expect(reported()).toEqual(['2027-06-10T18:30:00+02:00', 'ingen feil']);
    });
  });

  it('picks a day and a time by keyboard alone, and closes with "Lukk"', async () => {
    const user = userEvent.setup();
    render(<Harness initial="2026-12-10T18:00:00+01:00" />);
    await field();
    await user.tab();
    await user.tab();
    expect(document.activeElement).toHaveAccessibleName(
      'Velg dato og tid, valgt tidspunkt er 10. desember 2026 kl. 18:00',
    );
    await user.keyboard('{Enter}');
    const picker = await screen.findByRole('dialog', { name: 'Sendetidspunkt' });
    expect(within(picker).getByText('Velg tid')).toBeVisible();
    expect(within(picker).getByText('desember 2026')).toBeInTheDocument();
    // Spec §9: the calendar is 320 px wide.
    expect(getComputedStyle(picker.querySelector('.MuiDateCalendar-root') ?? picker).width).toBe('320px');
    await waitFor(() => {
      expect(document.activeElement).toHaveTextContent('10');
    });
    await expectNoAxeViolations();

    // A day: arrows and Enter; focus goes on to the hours.
    await user.keyboard('{ArrowRight}{Enter}');
    expect(reported()).toEqual(['2026-12-11T18:00:00+01:00', 'ingen feil']);
    await waitFor(() => {
      expect(document.activeElement).toHaveAccessibleName('18 timer');
    });
    // Only the hour and the half hour are offered.
    expect(
      within(within(picker).getByRole('listbox', { name: 'Velg minutter' }))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['00', '30']);
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => {
      expect(document.activeElement).toHaveAccessibleName('00 minutter');
    });
    await user.keyboard('{ArrowDown}{Enter}');
    expect(reported()).toEqual(['2026-12-11T19:30:00+01:00', 'ingen feil']);

    await user.tab();
    expect(document.activeElement).toHaveTextContent('Lukk');
    await user.keyboard('{Enter}');
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(shown(await field())).toBe('11.12.2026 19:30');
    expect(reported()).toEqual(['2026-12-11T19:30:00+01:00', 'ingen feil']);
  });

  it('closes the picker with Escape, keeping what was picked', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const group = await field();
    await user.click(within(group).getByRole('button', { name: 'Velg dato og tid' }));
    await screen.findByRole('dialog', { name: 'Sendetidspunkt' });
    await waitFor(() => {
      expect(document.activeElement).toHaveAttribute('role', 'gridcell');
    });
    await user.keyboard('{Enter}');
    await waitFor(() => {
      expect(document.activeElement).toHaveAttribute('role', 'option');
    });
    await user.keyboard('{Enter}{Escape}');
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    const [value] = reported();
    expect(value).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:[03]0:00\+0[12]:00$/);
  });

  it('on a phone, opens a dialog over the whole screen titled "Velg tid", its calendar 320 px: the day, "Neste", the time, "Lukk"', async () => {
    onAPhone();
    const user = userEvent.setup();
    render(<Harness initial="2026-12-10T18:00:00+01:00" />);
    await field();
    await user.tab();
    await user.tab();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Velg tid' });
    // Full screen (#39): at 320–360 px a 320 px dialog with its margins left the buttons out of view.
    expect(dialog).toHaveClass('MuiDialog-paperFullScreen');
    expect(getComputedStyle(dialog.querySelector('.MuiDateCalendar-root') ?? dialog).width).toBe('320px');
    await waitFor(() => {
      expect(document.activeElement).toHaveTextContent('10');
    });
    await expectNoAxeViolations();

    await user.keyboard('{ArrowRight}{Enter}');
    await user.tab();
    expect(document.activeElement).toHaveTextContent('Neste');
    await user.keyboard('{Enter}');
    await waitFor(() => {
      expect(document.activeElement).toHaveAccessibleName('18 timer');
    });
    await expectNoAxeViolations();
    await user.keyboard('{ArrowUp}{Enter}');
    await waitFor(() => {
      expect(document.activeElement).toHaveAccessibleName('00 minutter');
    });
    await user.keyboard('{ArrowDown}{Enter}');
    await user.tab();
    expect(document.activeElement).toHaveTextContent('Lukk');
    await user.keyboard('{Enter}');
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(reported()).toEqual(['2026-12-11T17:30:00+01:00', 'ingen feil']);
  });

  it('moves focus to its first section when the page focuses its input (an error summary link, say)', async () => {
    const inputRef = createRef<HTMLInputElement>();
    render(<Harness inputRef={inputRef} name="sendDate" />);
    await field();
    inputRef.current?.focus();
    await waitFor(() => {
      expect(document.activeElement).toHaveAccessibleName('Dag');
    });
    expect(inputRef.current).toHaveAttribute('name', 'sendDate');
  });
});
