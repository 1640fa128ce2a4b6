import { describe, expect, it } from 'vitest';
import { emptyRegistration, isPlausibleEmail, roleFromQuery, toNewUser } from './registration';

describe('registration', () => {
  it('reads the role from the rolle query parameter', () => {
    expect(roleFromQuery('entreprenor')).toBe('ENTREPRENEUR');
    expect(roleFromQuery('regnskapsforer')).toBe('ACCOUNTANT');
    expect(roleFromQuery('skogeier')).toBeNull();
    expect(roleFromQuery(null)).toBeNull();
  });

  it('checks that an e-mail address looks like one', () => {
    expect(isPlausibleEmail('nils@example.no')).toBe(true);
    expect(isPlausibleEmail('nils@example')).toBe(false);
    expect(isPlausibleEmail('nils example.no')).toBe(false);
  });

  it('trims the text and sends numbers without spaces; an empty orgnr is null', () => {
    const values = {
      ...emptyRegistration('FOREST_OWNER'),
      firstName: ' Nils ',
      lastName: 'Ny',
      email: ' nils@example.no',
      phoneNumber: '912 34 567',
      streetAddress: 'Skogveien 2 ',
      postalCode: '2380 ',
      city: 'Brumunddal',
    };
    expect(toNewUser(values, 'FOREST_OWNER')).toEqual({
      firstName: 'Nils',
      lastName: 'Ny',
      email: 'nils@example.no',
      phoneNumber: '91234567',
      address: { streetAddress: 'Skogveien 2', postalCode: '2380', city: 'Brumunddal' },
      role: 'FOREST_OWNER',
      organizationNumber: null,
    });
    expect(
      toNewUser({ ...values, organizationNumber: '934 567 897' }, 'ENTREPRENEUR').organizationNumber,
    ).toBe('934567897');
  });
});
