import Link from '@mui/material/Link';
import { useLingui } from '@lingui/react/macro';
import { DescriptionList, type Description } from './DescriptionList';
import { serviceOffice } from '../config';
import { OWN_LINE_TARGET_SX } from './breakpoints';

/** How to reach the cooperative's service office: phone, e-mail, (opening hours) and postal address. */
export function ServiceOfficeContact({ withOpeningHours = false }: { withOpeningHours?: boolean }) {
  const { t } = useLingui();
  const items: Description[] = [
    {
      term: t`Telefon`,
      details: (
        <Link href={serviceOffice().phoneHref} sx={{ ...OWN_LINE_TARGET_SX, fontSize: '1.125rem' }}>
          {serviceOffice().phone}
        </Link>
      ),
    },
    {
      term: t`E-post`,
      details: (
        <Link href={`mailto:${serviceOffice().email}`} sx={OWN_LINE_TARGET_SX}>
          {serviceOffice().email}
        </Link>
      ),
    },
    ...(withOpeningHours ? [{ term: t`Åpningstider`, details: serviceOffice().openingHours }] : []),
    { term: t`Postadresse`, details: serviceOffice().address },
  ];
  return <DescriptionList items={items} />;
}
