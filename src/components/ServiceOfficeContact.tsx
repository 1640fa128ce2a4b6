import Link from '@mui/material/Link';
import { DescriptionList, type Description } from './DescriptionList';
import { serviceOffice } from '../config';

/** A link on a line of its own: at least 44 px high to tap (docs/design.md), however short its text. */
const ownLineTarget = { display: 'inline-flex', alignItems: 'center', minHeight: 44 } as const;

/** How to reach the cooperative's service office: phone, e-mail, (opening hours) and postal address. */
export function ServiceOfficeContact({ withOpeningHours = false }: { withOpeningHours?: boolean }) {
  const items: Description[] = [
    {
      term: 'Telefon',
      details: (
        <Link href={serviceOffice().phoneHref} sx={{ ...ownLineTarget, fontSize: '1.125rem' }}>
          {serviceOffice().phone}
        </Link>
      ),
    },
    {
      term: 'E-post',
      details: (
        <Link href={`mailto:${serviceOffice().email}`} sx={ownLineTarget}>
          {serviceOffice().email}
        </Link>
      ),
    },
    ...(withOpeningHours ? [{ term: 'Åpningstider', details: serviceOffice().openingHours }] : []),
    { term: 'Postadresse', details: serviceOffice().address },
  ];
  return <DescriptionList items={items} />;
}
