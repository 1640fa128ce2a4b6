import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { render } from '../../tests/i18n';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations } from '../../tests/axe';
import { WizardHeader } from './WizardHeader';

const STEPS = ['Eiendom og hogst', 'Kart', 'Miljøhensyn', 'Oppsummering'] as const;

const progress = () => screen.getByRole('list', { name: 'Fremdrift' });
const stepItems = () => within(progress()).getAllByRole('listitem');

describe('WizardHeader (spec §2.3)', () => {
  it("names the page's h2 after the step, 'Steg N av 4', focusable by script for 'Neste'", async () => {
    const headingRef = createRef<HTMLHeadingElement>();
    render(<WizardHeader step={2} title="Kart" headingRef={headingRef} onFinishLater={() => undefined} />);
    const heading = screen.getByRole('heading', { level: 2, name: 'Steg 2 av 4 Kart' });
    expect(heading).toHaveAttribute('tabindex', '-1');
    headingRef.current?.focus();
    expect(heading).toHaveFocus();
    await expectNoAxeViolations();
  });

  it('shows the progress as a list of the four steps, the current one marked and the earlier ones done', async () => {
    render(<WizardHeader step={3} title="Miljøhensyn" stepTitles={STEPS} onFinishLater={() => undefined} />);
    expect(stepItems().map((item) => item.textContent)).toEqual([
      '1. Eiendom og hogst (fullført)',
      '2. Kart (fullført)',
      '3. Miljøhensyn',
      '4. Oppsummering',
    ]);
    expect(stepItems().map((item) => item.getAttribute('aria-current'))).toEqual([null, null, 'step', null]);
    await expectNoAxeViolations();
  });

  it('numbers the steps when it has no step names, and follows another step count', () => {
    render(<WizardHeader step={1} stepCount={3} title="Eiendom" onFinishLater={() => undefined} />);
    expect(screen.getByRole('heading', { level: 2 })).toHaveAccessibleName('Steg 1 av 3 Eiendom');
    expect(stepItems().map((item) => item.textContent)).toEqual(['Steg 1', 'Steg 2', 'Steg 3']);
  });

  it("calls 'Fullfør senere', which cannot be pressed again while the draft is saved", async () => {
    const user = userEvent.setup();
    const onFinishLater = vi.fn();
    const { rerender } = render(
      <WizardHeader step={2} title="Kart" onFinishLater={onFinishLater} stepTitles={STEPS} />,
    );
    await user.click(screen.getByRole('button', { name: 'Fullfør senere' }));
    expect(onFinishLater).toHaveBeenCalledTimes(1);

    rerender(<WizardHeader step={2} title="Kart" onFinishLater={onFinishLater} finishingLater />);
    const button = screen.getByRole('button', { name: 'Fullfør senere' });
    expect(button).toBeDisabled();
    expect(within(button).getByRole('progressbar')).toBeInTheDocument();
  });
});
