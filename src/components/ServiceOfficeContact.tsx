import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { SERVICE_OFFICE } from '../domain/serviceOffice';

/** How to reach the cooperative's service office: phone, e-mail, (opening hours) and postal address. */
export function ServiceOfficeContact({ withOpeningHours = false }: { withOpeningHours?: boolean }) {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
        columnGap: 3,
        rowGap: { xs: 0.25, sm: 1.5 },
        my: 2,
        '& dt': { fontWeight: 700 },
        '& dd': { m: 0, mb: { xs: 1.5, sm: 0 } },
      }}
    >
      <dt>Telefon</dt>
      <dd>
        <Link href={SERVICE_OFFICE.phoneHref} sx={{ fontSize: '1.125rem' }}>
          {SERVICE_OFFICE.phone}
        </Link>
      </dd>
      <dt>E-post</dt>
      <dd>
        <Link href={`mailto:${SERVICE_OFFICE.email}`} sx={{ overflowWrap: 'anywhere' }}>
          {SERVICE_OFFICE.email}
        </Link>
      </dd>
      {withOpeningHours && (
        <>
          <dt>Åpningstider</dt>
          <dd>{SERVICE_OFFICE.openingHours}</dd>
        </>
      )}
      <dt>Postadresse</dt>
      <dd>{SERVICE_OFFICE.address}</dd>
    </Box>
  );
}
