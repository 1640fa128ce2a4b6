import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { ToastSlot } from './ToastSlot';
import { showToast } from './toasts';

describe('toasts, with their library loaded by the first one', () => {
  it('shows a toast asked for before the library has loaded, and the next ones after it', async () => {
    const { container } = render(<ToastSlot />);
    expect(container).toBeEmptyDOMElement();

    showToast('Kontrakt 2025-014 er signert', { variant: 'success' });
    expect(await screen.findByText('Kontrakt 2025-014 er signert')).toBeInTheDocument();

    showToast('Vi klarte ikke å lagre bekreftelsen', { variant: 'error' });
    expect(await screen.findByText('Vi klarte ikke å lagre bekreftelsen')).toBeInTheDocument();
  });
});
