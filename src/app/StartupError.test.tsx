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

describe('StartupError offline', () => {
  it('says the person is offline and that the portal needs the network to start, not whom to call', () => {
    render(<StartupError message="Fikk ikke hentet konfigurasjonen (/config.json)." offline />);
    expect(screen.getByRole('heading', { level: 1, name: 'Du er frakoblet' })).toBeInTheDocument();
    expect(screen.getByText(/trenger nett for å starte og for å logge inn/)).toBeInTheDocument();
    expect(screen.queryByText(/config\.json/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '62 00 00 00' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Last inn på nytt' })).toBeInTheDocument();
  });
});
