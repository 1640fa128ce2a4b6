import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Assortment } from '../../api/generated/model';
import { render } from '../../../tests/i18n';
import { READY_FOR_PICKUP_MESSAGES } from '../../domain/readyForPickup';
import { ReadyForPickupModal, type ReadyForPickupModalProps } from './ReadyForPickupModal';

const granSagtommer: Assortment = {
  id: 'assortment-102-1',
  name: 'Gran sagtømmer',
  volume: 120,
  changeVolum: null,
  reportedVolume: 35,
};

function renderModal(props: Partial<ReadyForPickupModalProps> = {}) {
  const onSubmit = vi.fn<(quantity: number) => void>();
  const onClose = vi.fn<() => void>();
  const all: ReadyForPickupModalProps = {
    open: true,
    assortment: granSagtommer,
    sending: false,
    onSubmit,
    onClose,
    ...props,
  };
  const view = render(<ReadyForPickupModal {...all} />);
  return {
    ...view,
    onSubmit,
    onClose,
    rerenderWith: (next: Partial<ReadyForPickupModalProps>) => {
      view.rerender(<ReadyForPickupModal {...all} {...next} />);
    },
  };
}

const dialog = () => screen.getByRole('dialog', { name: 'Meld henteklart for sortiment: Gran sagtømmer' });
const field = () => within(dialog()).getByRole('textbox', { name: 'Antall' });
const sendButton = () => within(dialog()).getByRole('button', { name: 'Send inn' });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ReadyForPickupModal', () => {
  it('is a dialog named by its title, with the field Antall, the unit m³ and the contract volume', () => {
    renderModal();
    expect(dialog()).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Meld henteklart for sortiment: Gran sagtømmer' }),
    ).toBeInTheDocument();
    expect(within(dialog()).getByText('Kontraktsvolum: 120 m³')).toBeInTheDocument();
    // The unit symbol is shown but hidden from screen readers; the description says 'kubikkmeter'.
    const unit = within(dialog()).getByText('m³');
    expect(unit).toHaveAttribute('aria-hidden', 'true');
    expect(field()).toHaveAttribute('inputmode', 'decimal');
    expect(field()).toHaveAccessibleDescription(/Kontraktsvolum: 120\s?m³.*kubikkmeter \(m³\)/);
    expect(field()).toHaveFocus();
  });

  it('starts empty: no error, and Send inn is disabled', () => {
    renderModal();
    expect(field()).toHaveValue('');
    expect(field()).not.toHaveAttribute('aria-invalid', 'true');
    expect(sendButton()).toBeDisabled();
    for (const message of Object.values(READY_FOR_PICKUP_MESSAGES)) {
      expect(screen.queryByText(message)).not.toBeInTheDocument();
    }
  });

  it('shows the too-small message for 0, tied to the field, and keeps Send inn disabled', async () => {
    const user = userEvent.setup();
    renderModal();
    await user.type(field(), '0');
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(field()).toHaveAccessibleDescription(new RegExp(READY_FOR_PICKUP_MESSAGES.tooSmall));
    expect(screen.getByText(READY_FOR_PICKUP_MESSAGES.tooSmall)).toBeInTheDocument();
    expect(sendButton()).toBeDisabled();
  });

  it('clears a typed 0 when the field gets focus again, and stays empty when left empty', async () => {
    const user = userEvent.setup();
    renderModal();
    await user.type(field(), '0');
    await user.tab();
    expect(field()).toHaveValue('0');
    await user.click(field());
    expect(field()).toHaveValue('');
    await user.tab();
    expect(field()).toHaveValue('');
    expect(field()).not.toHaveAttribute('aria-invalid', 'true');
    expect(sendButton()).toBeDisabled();
  });

  it('shows the too-large message above ten times the contract volume', async () => {
    const user = userEvent.setup();
    renderModal();
    await user.type(field(), '1201');
    expect(screen.getByText(READY_FOR_PICKUP_MESSAGES.tooLarge)).toBeInTheDocument();
    expect(field()).toHaveAccessibleDescription(
      new RegExp(READY_FOR_PICKUP_MESSAGES.tooLarge.replace('*', '\\*')),
    );
    expect(sendButton()).toBeDisabled();
  });

  it('shows Ugyldig for text that is not a number', async () => {
    const user = userEvent.setup();
    renderModal();
    await user.type(field(), '1.5.2');
    expect(screen.getByText(READY_FOR_PICKUP_MESSAGES.invalid)).toBeInTheDocument();
    expect(sendButton()).toBeDisabled();
  });

  it.each([
    ['1.000', 1000],
    ['1 000', 1000],
  ])('reads %s as one thousand (a dot or space groups thousands), never as 1', async (typed, quantity) => {
    const user = userEvent.setup();
    const { onSubmit } = renderModal();
    await user.type(field(), typed);
    expect(field()).not.toHaveAttribute('aria-invalid', 'true');
    await user.click(sendButton());
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith(quantity);
  });

  it.each(['12.5', '1,5.3'])('shows Ugyldig for %s: a dot is never a decimal point', async (typed) => {
    const user = userEvent.setup();
    renderModal();
    await user.type(field(), typed);
    expect(field()).toHaveAccessibleDescription(/Ugyldig/);
    expect(sendButton()).toBeDisabled();
  });

  it('enables Send inn for a valid quantity and hands the number (Norwegian comma) to the parent', async () => {
    const user = userEvent.setup();
    const { onSubmit, onClose } = renderModal();
    await user.type(field(), '40,5');
    expect(field()).not.toHaveAttribute('aria-invalid', 'true');
    expect(sendButton()).toBeEnabled();
    await user.click(sendButton());
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith(40.5);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('submits with Enter from the field, and accepts exactly ten times the volume', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderModal();
    await user.type(field(), '1200{Enter}');
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith(1200);
  });

  it('does not submit with Enter while the value is invalid', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderModal();
    await user.type(field(), '0{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows Send inn busy while sending: disabled, with a progress indicator, and Avbryt waits', async () => {
    const user = userEvent.setup();
    const { rerenderWith, onSubmit } = renderModal();
    await user.type(field(), '40');
    rerenderWith({ sending: true });
    expect(sendButton()).toBeDisabled();
    expect(within(sendButton()).getByRole('progressbar')).toBeInTheDocument();
    expect(within(dialog()).getByRole('button', { name: 'Avbryt' })).toBeDisabled();
    expect(field()).toHaveValue('40');
    await user.type(field(), '{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();

    rerenderWith({ sending: false });
    expect(sendButton()).toBeEnabled();
    expect(within(sendButton()).queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('shows an error from the parent and keeps the typed value', async () => {
    const user = userEvent.setup();
    const { rerenderWith } = renderModal();
    await user.type(field(), '40');
    rerenderWith({ error: 'Vi klarte ikke å sende inn. Prøv igjen.' });
    expect(within(dialog()).getByRole('alert')).toHaveTextContent('Vi klarte ikke å sende inn. Prøv igjen.');
    expect(field()).toHaveValue('40');
  });

  it('calls onClose from Avbryt and from Escape', async () => {
    const user = userEvent.setup();
    const { onClose } = renderModal();
    await user.click(within(dialog()).getByRole('button', { name: 'Avbryt' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('starts empty again when opened anew', async () => {
    const user = userEvent.setup();
    const { rerenderWith } = renderModal();
    await user.type(field(), '40');
    rerenderWith({ open: false });
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    rerenderWith({ open: true });
    expect(field()).toHaveValue('');
  });

  it('renders nothing when closed', () => {
    renderModal({ open: false });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is at most 300 px wide with stacked buttons on a small screen', () => {
    renderModal();
    const paper = dialog();
    expect(paper).toHaveStyle({ maxWidth: '300px' });
    expect(within(paper).getByRole('button', { name: 'Avbryt' }).parentElement).toHaveStyle({
      flexDirection: 'column',
    });
  });

  it('is at most 600 px wide with the buttons in a row on a large screen (sm and up)', () => {
    // jsdom has no matchMedia (MUI then answers 'small screen'); this one says yes to min-width 600 px.
    vi.stubGlobal(
      'matchMedia',
      (query: string): MediaQueryList =>
        Object.assign(new EventTarget(), {
          matches: /min-width:\s*600px/.test(query),
          media: query,
          onchange: null,
        }) as unknown as MediaQueryList,
    );
    renderModal();
    const paper = dialog();
    expect(paper).toHaveStyle({ maxWidth: '600px' });
    expect(within(paper).getByRole('button', { name: 'Avbryt' }).parentElement).not.toHaveStyle({
      flexDirection: 'column',
    });
  });
});
