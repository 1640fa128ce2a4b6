import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { formatOrganisasjonsnummer, formatPhone } from '../../domain/norwegianNumbers';
import { useActiveAccount, useUserData } from '../../session/hooks';
import { focusRing } from './formHelpers';
import { PATHS } from '../../paths';

interface ProfileLink {
  to: string;
  label: string;
  description: string;
}

/** /profile ('Meny'): who is signed in, for which account, and the way on to the profile pages. */
export function ProfilePage() {
  const userData = useUserData();
  const activeAccount = useActiveAccount();
  const fullName = `${userData.firstName} ${userData.lastName}`;

  const links: ProfileLink[] = [
    {
      to: PATHS.contactInfo,
      label: 'Kontaktinformasjon',
      description: 'Navn, e-post, telefon og adresse',
    },
    {
      to: PATHS.accountInfo,
      label: 'Kontoinformasjon',
      description: 'Adresse, kontonummer og organisasjonsnummer for selskapet',
    },
    ...(userData.accounts.length > 1
      ? [
          {
            to: PATHS.accesses,
            label: 'Bytt selskap',
            description: `Du har tilgang til ${userData.accounts.length} selskaper`,
          },
        ]
      : []),
    { to: PATHS.contact, label: 'Kontakt oss', description: 'Spørsmål om skogen, avtaler eller portalen' },
  ];

  return (
    <Box>
      <Typography variant="h4" component="h1" gutterBottom>
        Min side
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
          mb: 3,
        }}
      >
        <Paper variant="outlined" component="section" aria-labelledby="profil-innlogget" sx={{ p: 2 }}>
          <Typography id="profil-innlogget" variant="h6" component="h2" gutterBottom>
            Innlogget som
          </Typography>
          <Typography sx={{ fontWeight: 700 }}>{fullName}</Typography>
          <Typography sx={{ overflowWrap: 'anywhere' }}>
            {userData.email ?? 'Ingen e-post registrert'}
          </Typography>
          <Typography>
            {userData.phoneNumber ? formatPhone(userData.phoneNumber) : 'Intet telefonnummer registrert'}
          </Typography>
        </Paper>
        <Paper variant="outlined" component="section" aria-labelledby="profil-selskap" sx={{ p: 2 }}>
          <Typography id="profil-selskap" variant="h6" component="h2" gutterBottom>
            Du handler på vegne av
          </Typography>
          {activeAccount ? (
            <>
              <Typography sx={{ fontWeight: 700 }}>{activeAccount.name}</Typography>
              {activeAccount.organizationNumber && (
                <Typography>Org.nr. {formatOrganisasjonsnummer(activeAccount.organizationNumber)}</Typography>
              )}
              {activeAccount.isMember && <Typography>Medlem</Typography>}
            </>
          ) : (
            <Typography>Du har ikke valgt selskap ennå.</Typography>
          )}
        </Paper>
      </Box>
      <Paper variant="outlined" component="nav" aria-label="Min side">
        <List disablePadding>
          {links.map((link, index) => (
            <ListItem key={link.to} disablePadding divider={index < links.length - 1}>
              <ListItemButton component={RouterLink} to={link.to} sx={focusRing}>
                <ListItemText primary={link.label} secondary={link.description} />
                <ChevronRightIcon aria-hidden="true" />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Paper>
    </Box>
  );
}
