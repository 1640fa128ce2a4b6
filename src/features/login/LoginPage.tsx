import { useSearchParams } from 'react-router';
import Typography from '@mui/material/Typography';
import { SignInWithBankId } from '../../components/SignInWithBankId';

export function LoginPage() {
  const [searchParams] = useSearchParams();
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        Logg inn
      </Typography>
      <Typography sx={{ mb: 3 }}>
        Logg inn for å se tømmerkontrakter, bestillinger og økonomi for skogeiendommen din.
      </Typography>
      <SignInWithBankId returnTo={searchParams.get('returnTo') ?? '/'} />
    </>
  );
}
