import { describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { render } from '../../../tests/i18n';
import { signSandboxAccessToken } from '../../../sandbox/eid/tokens';
import { connectSandboxApi, createTestQueryClient } from '../../../tests/renderPage';
import { sandboxServer } from '../../../tests/sandboxServer';
import { PortalMap, type PortalMapProps } from '.';
import { kari } from '../../../tests/personas';

async function renderMap(props: PortalMapProps) {
  connectSandboxApi(await signSandboxAccessToken(kari.pid));
  return render(
    <QueryClientProvider client={createTestQueryClient()}>
      <PortalMap {...props} />
    </QueryClientProvider>,
  );
}

describe('PortalMap', () => {
  it('is named by its label and says in text which property it shows and where', async () => {
    await renderMap({
      mode: 'property',
      label: 'Kart over eiendom 3411/12/3',
      property: { knr: '3411', gnr: 12, bnr: 3 },
    });
    const map = screen.getByRole('region', { name: 'Kart over eiendom 3411/12/3' });
    const described =
      'Eiendom 3411/12/3: 60,8862° N, 10,9412° Ø. Eiendomsgrensen er tegnet inn med grønn strek.';
    expect(await screen.findByText(described)).toBeVisible();
    expect(map).toHaveAccessibleDescription(described);
    expect(await within(map).findByText('© Kartverket')).toBeInTheDocument();
    expect(within(map).getByRole('button', { name: 'Zoom inn' })).toBeInTheDocument();
  });

  it("says 'posisjon ukjent' when neither the API nor the registry knows the property", async () => {
    await renderMap({
      mode: 'property',
      label: 'Kart over eiendom 3411/999/1',
      property: { knr: '3411', gnr: 999, bnr: 1 },
    });
    expect(await screen.findByText('Eiendom 3411/999/1: posisjon ukjent.')).toBeVisible();
    expect(
      await within(screen.getByRole('region', { name: 'Kart over eiendom 3411/999/1' })).findByText(
        '© Kartverket',
      ),
    ).toBeInTheDocument();
  });

  it('shows the position from the public registry when the API fails', async () => {
    sandboxServer.use(
      http.get('*/api/properties/getPropertyByKnrGnrBnr', () => HttpResponse.json({}, { status: 404 })),
    );
    await renderMap({ mode: 'property', label: 'Kart', property: { knr: '3411', gnr: 14, bnr: 1 } });
    expect(await screen.findByText('Eiendom 3411/14/1: 60,8921° N, 10,9188° Ø.')).toBeVisible();
  });

  it("lists a contract's map elements in text", async () => {
    await renderMap({
      mode: 'contract',
      label: 'Kart over kontrakt 2026-101',
      elements: [
        {
          elementType: 'landing',
          geometryType: 'Point',
          coordinates: [{ latitude: 60.8862, longitude: 10.9412 }],
          label: 'Velteplass',
        },
        {
          elementType: 'area',
          geometryType: 'Polygon',
          coordinates: [
            { latitude: 60.886, longitude: 10.94 },
            { latitude: 60.887, longitude: 10.942 },
            { latitude: 60.885, longitude: 10.943 },
          ],
          label: 'Hogstfelt',
        },
      ],
    });
    expect(
      screen.getByText(
        'Kartelementer: Velteplass (60,8862° N, 10,9412° Ø); Hogstfelt (flate med 3 punkter).',
      ),
    ).toBeVisible();
    expect(screen.getByRole('region', { name: 'Kart over kontrakt 2026-101' })).toBeInTheDocument();
  });

  it('offers Norwegian, keyboard-reachable drawing tools in the registration mode', async () => {
    const onChange = vi.fn();
    await renderMap({
      mode: 'registration',
      label: 'Tegn hogstfeltet',
      property: { knr: '3411', gnr: 12, bnr: 3 },
      onChange,
    });
    const map = screen.getByRole('region', { name: 'Tegn hogstfeltet' });
    expect(await within(map).findByRole('button', { name: 'Tegn hogstfelt' })).toHaveAttribute(
      'tabindex',
      '0',
    );
    expect(within(map).getByRole('button', { name: 'Plasser velteplass' })).toBeInTheDocument();
    expect(screen.getByText(/Hogstfelt ikke tegnet\. Velteplass ikke plassert\./)).toBeVisible();
  });
});
