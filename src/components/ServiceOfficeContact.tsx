import Link from '@mui/material/Link';
import { SERVICE_OFFICE } from '../domain/serviceOffice';
import { DescriptionList, type Description } from './DescriptionList';

/** How to reach the cooperative's service office: phone, e-mail, (opening hours) and postal address. */
export function ServiceOfficeContact({ withOpeningHours = false }: { withOpeningHours?: boolean }) {
  const items: Description[] = [
    {
      term: 'Telefon',
      details: (
        <Link href={SERVICE_OFFICE.phoneHref} sx={{ fontSize: '1.125rem' }}>
          {SERVICE_OFFICE.phone}
        </Link>
      ),
    },
    {
      term: 'E-post',
      details: <Link href={`mailto:${SERVICE_OFFICE.email}`}>{SERVICE_OFFICE.email}</Link>,
    },
    ...(withOpeningHours ? [{ term: 'Åpningstider', details: SERVICE_OFFICE.openingHours }] : []),
    { term: 'Postadresse', details: SERVICE_OFFICE.address },
  ];
  return <DescriptionList items={items} boldTerms />;
}
