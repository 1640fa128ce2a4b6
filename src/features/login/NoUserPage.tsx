import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Trans } from '@lingui/react/macro';
import { BackButton } from '../../components/BackButton';
import { LogoutButton } from '../../components/LogoutButton';
import { ServiceOfficeContact } from '../../components/ServiceOfficeContact';
import { serviceOffice } from '../../config';
import { PATHS } from '../../paths';

/** /login/no-user: the signed-in person has no account at the cooperative. */
export function NoUserPage() {
  // The office's name is the cooperative's own, in Norwegian (config.json).
  const officeName = <span lang="nb">{serviceOffice().name}</span>;
  return (
    <>
      <BackButton to={PATHS.roleSelection} />
      <Typography variant="h4" component="h1" gutterBottom>
        <Trans>Vi fant deg ikke</Trans>
      </Typography>
      <Typography sx={{ mb: 2 }}>
        <Trans>
          Du har logget inn, men du har ingen konto hos skogeierandelslaget. Portalen er for skogeiere og
          samarbeidspartnere som er registrert hos oss.
        </Trans>
      </Typography>
      <Typography sx={{ mb: 1 }}>
        <Trans>Mener du at du skal ha en konto, eller vil du bli kunde? Ta kontakt med {officeName}:</Trans>
      </Typography>
      <ServiceOfficeContact />
      <Box sx={{ mt: 3 }}>
        <LogoutButton variant="contained" />
      </Box>
    </>
  );
}
