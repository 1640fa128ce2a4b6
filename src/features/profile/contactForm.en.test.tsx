import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { activateLocale } from '../../i18n/i18n';
import { render } from '../../../tests/i18n';

afterEach(async () => {
  await activateLocale('nb', { remember: false });
});

describe('the contact fields outside the profile (#43)', () => {
  it("bring the profile's texts with them: the terms dialog, loaded by no profile route, shows them in English", async () => {
    await activateLocale('en', { remember: false });
    // Imported after the switch, as the signed-in layout loads the terms dialog: nothing else loaded the texts.
    const { ReachFields } = await import('./contactForm');
    function Fields() {
      const { control } = useForm({
        defaultValues: {
          firstName: '',
          lastName: '',
          email: '',
          phoneNumber: '',
          streetAddress: '',
          postalCode: '',
          city: '',
        },
      });
      return <ReachFields control={control} />;
    }
    render(<Fields />);
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Phone number' })).toHaveAccessibleDescription(
      'Eight digits, for example 912 34 567.',
    );
    expect(screen.getByRole('textbox', { name: 'Postcode' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Town' })).toBeInTheDocument();
  });
});
