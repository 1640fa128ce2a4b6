import { describe, expect, it } from 'vitest';
import { QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { render } from '../../../tests/i18n';
import userEvent from '@testing-library/user-event';
import { signSandboxAccessToken } from '../../../sandbox/eid/tokens';
import { connectSandboxApi, createTestQueryClient } from '../../../tests/renderPage';
import { ContractMapToggle } from './ContractMapToggle';
import { kari } from '../../../tests/personas';

async function renderToggle(contractId: string, contractNumber: string) {
  connectSandboxApi(await signSandboxAccessToken(kari.pid));
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <ContractMapToggle contractId={contractId} contractNumber={contractNumber} />
    </QueryClientProvider>,
  );
  const show = screen.getByRole('button', { name: `Vis på kart, kontrakt ${contractNumber}` });
  expect(show).toHaveAttribute('aria-expanded', 'false');
  expect(show).not.toHaveAttribute('aria-controls');
  await userEvent.click(show);
  return screen.getByRole('button', { name: `Skjul kartet, kontrakt ${contractNumber}` });
}

describe('ContractMapToggle', () => {
  it("shows the operation's map elements, and hides them again", async () => {
    const hide = await renderToggle('contract-2026-103', '2026-103');
    expect(hide).toHaveAttribute('aria-expanded', 'true');
    const map = await screen.findByRole('region', { name: 'Kart over hogstfeltet, kontrakt 2026-103' });
    const controlled = document.getElementById(hide.getAttribute('aria-controls') ?? '');
    expect(controlled).toContainElement(map);
    expect(map).toHaveAccessibleDescription(/^Kartelementer: Hogstfelt .*; Velteplass .*; Traktorvei /);
    await userEvent.click(hide);
    expect(screen.queryByRole('region', { name: /Kart over hogstfeltet/ })).not.toBeInTheDocument();
  });

  it('shows what the owner drew when registering, while the cooperative has made no map', async () => {
    await renderToggle('contract-2026-110', '2026-110');
    const map = await screen.findByRole('region', { name: 'Kart over hogstfeltet, kontrakt 2026-110' });
    expect(map).toHaveAccessibleDescription(/^Kartelementer: Hogstfelt .*; Velteplass \(60,9041° N/);
  });

  it('says so when nothing is drawn for the contract', async () => {
    await renderToggle('contract-2026-101', '2026-101');
    expect(await screen.findByText('Hogstfeltet er ikke tegnet inn på kartet ennå.')).toBeInTheDocument();
  });
});
