import Typography from '@mui/material/Typography';
import { useSession } from '../../session/SessionProvider';

export function HomePage() {
  const { state } = useSession();
  const user = state.userData;
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        Velkommen{user ? `, ${user.firstName} ${user.lastName}` : ''}
      </Typography>
      {state.activeAccount && <Typography>Du handler på vegne av {state.activeAccount.name}.</Typography>}
    </>
  );
}
