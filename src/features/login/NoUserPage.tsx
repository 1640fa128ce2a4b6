import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BackButton } from '../../components/BackButton';
import { LogoutButton } from '../../components/LogoutButton';
import { ServiceOfficeContact } from '../../components/ServiceOfficeContact';
import { serviceOffice } from '../../config';
import { PATHS } from '../../paths';

/** /login/no-user: the signed-in person has no account at the cooperative. */
export function NoUserPage() {
  return (
    <>
      <BackButton to={PATHS.roleSelection} />
      <Typography variant="h4" component="h1" gutterBottom>
        Vi fant deg ikke
      </Typography>
      <Typography sx={{ mb: 2 }}>
        Du har logget inn, men du har ingen konto hos skogeierandelslaget. Portalen er for skogeiere og
        samarbeidspartnere som er registrert hos oss.
      </Typography>
      <Typography sx={{ mb: 1 }}>
        Mener du at du skal ha en konto, eller vil du bli kunde? Ta kontakt med {serviceOffice().name}:
      </Typography>
      <ServiceOfficeContact />
      <Box sx={{ mt: 3 }}>
        <LogoutButton variant="contained" />
      </Box>
    </>
  );
}
