import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { activateLocale } from '../../i18n/i18n';
import { render } from '../../../tests/i18n';

afterEach(async () => {
  await activateLocale('nb', { remember: false });
});

describe('the contact fields outside the profile (#43)', () => {
  it("wait for the profile's texts: the terms dialog, loaded by no profile route, shows them in English", async () => {
    // As the signed-in layout shows the terms dialog: in English, and no profile route has loaded its texts.
    await activateLocale('en', { remember: false });
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
    // Testing Library's render is a synchronous act: the suspended fields come back in an awaited one (React's
    // act waits for what they wait for).
    await act(async () => {
      render(
        <Suspense fallback={null}>
          <Fields />
        </Suspense>,
      );
      await Promise.resolve();
    });
    expect(await screen.findByRole('textbox', { name: 'Email' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Phone number' })).toHaveAccessibleDescription(
      'Eight digits, for example 912 34 567.',
    );
    expect(screen.getByRole('textbox', { name: 'Postcode' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Town' })).toBeInTheDocument();
  });
});
