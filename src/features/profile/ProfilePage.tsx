import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  const userData = useUserData();
  const activeAccount = useActiveAccount();
  const fullName = `${userData.firstName} ${userData.lastName}`;
  const accountCount = userData.accounts.length;

  const links: ProfileLink[] = [
    {
      to: PATHS.contactInfo,
      label: t`Kontaktinformasjon`,
      description: t`Navn, e-post, telefon og adresse`,
    },
    {
      to: PATHS.accountInfo,
      label: t`Kontoinformasjon`,
      description: t`Adresse, kontonummer og organisasjonsnummer for selskapet`,
    },
    ...(accountCount > 1
      ? [
          {
            to: PATHS.accesses,
            label: t`Bytt selskap`,
            description: t`Du har tilgang til ${plural(accountCount, { one: '# selskap', other: '# selskaper' })}`,
          },
        ]
      : []),
    {
      to: PATHS.contact,
      label: t`Kontakt oss`,
      description: t`Spørsmål om skogen, avtaler eller portalen`,
    },
  ];

  const orgNumber = (value: string) => {
    const formatted = formatOrganisasjonsnummer(value);
    return t`Org.nr. ${formatted}`;
  };

  return (
    <Box>
      <Typography variant="h4" component="h1" gutterBottom>
        <Trans>Min side</Trans>
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
            <Trans>Innlogget som</Trans>
          </Typography>
          <Typography sx={{ fontWeight: 700 }}>{fullName}</Typography>
          <Typography sx={{ overflowWrap: 'anywhere' }}>
            {userData.email ?? t`Ingen e-post registrert`}
          </Typography>
          <Typography>
            {userData.phoneNumber ? formatPhone(userData.phoneNumber) : t`Intet telefonnummer registrert`}
          </Typography>
        </Paper>
        <Paper variant="outlined" component="section" aria-labelledby="profil-selskap" sx={{ p: 2 }}>
          <Typography id="profil-selskap" variant="h6" component="h2" gutterBottom>
            <Trans>Du handler på vegne av</Trans>
          </Typography>
          {activeAccount ? (
            <>
              <Typography sx={{ fontWeight: 700 }}>{activeAccount.name}</Typography>
              {activeAccount.organizationNumber && (
                <Typography>{orgNumber(activeAccount.organizationNumber)}</Typography>
              )}
              {activeAccount.isMember && (
                <Typography>
                  <Trans>Medlem</Trans>
                </Typography>
              )}
            </>
          ) : (
            <Typography>
              <Trans>Du har ikke valgt selskap ennå.</Trans>
            </Typography>
          )}
        </Paper>
      </Box>
      <Paper variant="outlined" component="nav" aria-label={t`Min side`}>
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
