import { useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { showToast } from '../../components/toasts/toasts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Account } from '../../api/generated/model';
import { formatOrganisasjonsnummer } from '../../domain/norwegianNumbers';
import { useSession } from '../../session/SessionProvider';
import { useUserData } from '../../session/hooks';
import { BackButton } from '../../components/BackButton';
import { profileKeys } from './api';
import { focusRing } from './formHelpers';
import { serviceOffice } from '../../config';
import { PATHS, type AccountChoiceState } from '../../paths';
import { safeReturnTo } from '../../auth/returnTo';
import { FORM_COLUMN_SX } from '../../components/pageWidths';

/** Where to go once an account is chosen: the page the person was sent here from, else the front page. */
function afterChoice(state: unknown): string {
  const target = (state as Partial<AccountChoiceState> | null)?.afterChoice;
  return typeof target === 'string' ? safeReturnTo(target) : PATHS.home;
}

/**
 * /profile/accesses ('Bytt selskap'): choose the account to act for. Choosing removes everything cached for
 * the previous account, so no screen can show one company's data under another's name.
 */
export function AccessesPage() {
  const { t } = useLingui();
  const userData = useUserData();
  const { state, dispatch } = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const current = state.activeAccount;
  const { phone } = serviceOffice();

  const choose = (account: Account) => {
    if (current?.id !== account.id) {
      dispatch({ type: 'setActiveAccount', payload: account });
      if (current) queryClient.removeQueries({ queryKey: profileKeys.account(current.id) });
      const accountName = account.name;
      showToast(t`Du handler nå på vegne av ${accountName}`, { variant: 'success' });
    }
    void navigate(afterChoice(location.state));
  };

  const orgNumber = (value: string) => {
    const formatted = formatOrganisasjonsnummer(value);
    return t`Org.nr. ${formatted}`;
  };

  return (
    <Box sx={FORM_COLUMN_SX}>
      {/* Opened straight from an address there is no page to go back to, so 'Tilbake' leads to Min side. */}
      {current && <BackButton to={location.key === 'default' ? PATHS.profile : undefined} />}
      <Typography variant="h4" component="h1" gutterBottom>
        <Trans>Bytt selskap</Trans>
      </Typography>
      {!current && userData.accounts.length > 0 && (
        <Typography sx={{ mb: 2 }}>
          <Trans>Velg hvilket selskap du vil handle på vegne av.</Trans>
        </Typography>
      )}
      {userData.accounts.length === 0 ? (
        <Alert severity="info">
          <Trans>
            Du har ikke tilgang til noe selskap ennå. Ring kundeservice på {phone} om du mener dette er feil.
          </Trans>
        </Alert>
      ) : (
        <Paper variant="outlined">
          <List disablePadding aria-label={t`Selskaper du har tilgang til`}>
            {userData.accounts.map((account, index) => {
              const isCurrent = current?.id === account.id;
              const details = [
                account.organizationNumber ? orgNumber(account.organizationNumber) : null,
                account.isMember ? t`Medlem` : null,
              ].filter((part): part is string => part !== null);
              return (
                <ListItem key={account.id} disablePadding divider={index < userData.accounts.length - 1}>
                  <ListItemButton
                    onClick={() => {
                      choose(account);
                    }}
                    selected={isCurrent}
                    aria-current={isCurrent ? 'true' : undefined}
                    sx={{ gap: 2, ...focusRing }}
                  >
                    <ListItemText
                      primary={account.name}
                      secondary={details.length > 0 ? details.join(' · ') : null}
                    />
                    {isCurrent && <Chip label={t`Valgt`} color="primary" size="small" />}
                  </ListItemButton>
                </ListItem>
              );
            })}
          </List>
        </Paper>
      )}
    </Box>
  );
}
