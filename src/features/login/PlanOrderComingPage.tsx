import Typography from '@mui/material/Typography';
import { BackButton } from '../../components/BackButton';
import { ServiceOfficeContact } from '../../components/ServiceOfficeContact';

/** /login/planbestilling: ordering a forest plan before one has an account is not in the portal yet. */
export function PlanOrderComingPage() {
  return (
    <>
      <BackButton to="/login/roleSelection" />
      <Typography variant="h4" component="h1" gutterBottom>
        Planbestilling
      </Typography>
      <Typography sx={{ mb: 2 }}>
        Snart kan du bestille skogbruksplan for eiendommen din her. Inntil videre bestiller du ved å kontakte
        kundeservice:
      </Typography>
      <ServiceOfficeContact />
    </>
  );
}
