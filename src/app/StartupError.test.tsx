import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { StartupError } from './StartupError';

describe('StartupError', () => {
  it('says the portal could not start, why, whom to call, and offers to load again', () => {
    render(
      <StartupError message="Konfigurasjonen (/config.json) kom ikke i tide. Sjekk nettforbindelsen og last inn siden på nytt." />,
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Skogportalen kunne ikke starte' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/kom ikke i tide/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '62 00 00 00' })).toHaveAttribute('href', 'tel:+4762000000');
    expect(screen.getByRole('button', { name: 'Last inn på nytt' })).toBeInTheDocument();
  });
});
