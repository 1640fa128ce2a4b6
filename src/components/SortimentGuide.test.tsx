import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { render } from '../../tests/i18n';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations } from '../../tests/axe';
import { SORTIMENT_GUIDE, SortimentGuide } from './SortimentGuide';

describe('SortimentGuide (spec §2.3)', () => {
  it('describes the five assortments of the spec, in its order', () => {
    expect(SORTIMENT_GUIDE.map((entry) => entry.name)).toEqual([
      'GFL biovirke',
      'Sagtømmer gran',
      'Sagtømmer furu',
      'Massevirke gran',
      'Massevirke furu',
    ]);
    for (const entry of SORTIMENT_GUIDE) expect(entry.description).toMatch(/^[A-ZÆØÅ].{80,}\.$/);
  });

  it('opens and closes under its heading, and then shows each assortment with its description', async () => {
    const user = userEvent.setup();
    render(<SortimentGuide />);
    const heading = screen.getByRole('heading', { level: 3, name: 'Sortimentsguide' });
    const toggle = within(heading).getByRole('button', { name: 'Sortimentsguide' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: 'Sortimentsguide' })).not.toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const guide = screen.getByRole('region', { name: 'Sortimentsguide' });
    const terms = within(guide).getAllByRole('term');
    expect(terms.map((term) => term.textContent)).toEqual(SORTIMENT_GUIDE.map((entry) => entry.name));
    expect(
      within(guide)
        .getAllByRole('definition')
        .map((definition) => definition.textContent),
    ).toEqual(SORTIMENT_GUIDE.map((entry) => entry.description));
    expect(within(guide).getByText(/GFL står for gran, furu og lauv/)).toBeVisible();
    await expectNoAxeViolations();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('takes the heading level the page needs, and can start open', async () => {
    render(<SortimentGuide headingLevel={2} defaultExpanded />);
    expect(screen.getByRole('heading', { level: 2, name: 'Sortimentsguide' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Sortimentsguide' })).toBeVisible();
    await expectNoAxeViolations();
  });
});
