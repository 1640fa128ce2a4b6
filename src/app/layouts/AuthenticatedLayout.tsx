import { lazy, Suspense } from 'react';
import { Navigate, useLocation } from 'react-router';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Trans } from '@lingui/react/macro';
import { useActiveAccount, useUserData } from '../../session/hooks';
import { PRODUCT_NAME } from '../../domain/serviceOffice';
import { portalConfig } from '../../config';
import { SessionExpiryDialog } from '../SessionExpiryDialog';
import type { AccountChoiceState } from '../../paths';
import { forcedRedirect } from '../navigation';
import { PermittedOutlet } from '../PermittedOutlet';
import { needsTermsApproval } from '../termsApproval';
import { AppHeader } from './AppHeader';
import { LayoutToasts } from './LayoutToasts';
import { OfflineNotice } from '../../offline/OfflineNotice';
import { serviceOffice } from '../../config';
import { PATHS } from '../../paths';
import { PAGE_MAX_WIDTH } from '../../components/pageWidths';

/** The page's column and the Container's own side padding (24 px from 600 px up): src/shell.css matches it. */
const PAGE_COLUMN_MAX_WIDTH = PAGE_MAX_WIDTH + 2 * 24;

/**
 * The terms dialog with its form (react-hook-form, the contact fields), loaded only for the few who must approve
 * the terms: every other signed-in page is spared its code.
 */
const TermsDialog = lazy(async () => ({ default: (await import('../TermsDialog')).TermsDialog }));

/** Signed-in pages: header and menu, the page, toasts top-right, and the footer. */
export function AuthenticatedLayout() {
  // RequireAuth, around this layout, already sends anyone without userData to the role picker.
  const user = useUserData();
  const account = useActiveAccount();
  const { pathname, search, hash } = useLocation();

  // Someone with several accounts chooses one first; the choice lasts for the tab. Then on to the page asked
  // for (a link opened in a new tab, a bookmark), not the front page.
  if (!account && pathname !== PATHS.accesses) {
    const afterChoice: AccountChoiceState = { afterChoice: `${pathname}${search}${hash}` };
    return <Navigate to={PATHS.accesses} replace state={afterChoice} />;
  }
  const redirect = forcedRedirect(account?.accountRole, pathname);
  if (redirect) return <Navigate to={redirect} replace />;

  return (
    <>
      <LayoutToasts />
      <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
        <AppHeader user={user} account={account} />
        {/* At least a screen high, so the footer starts below the fold and never jumps down (CLS) when a
            page's data arrives and its spinner gives way to the content. */}
        <Container
          component="main"
          maxWidth={false}
          sx={{ flexGrow: 1, py: 3, minHeight: '100vh', maxWidth: PAGE_COLUMN_MAX_WIDTH }}
        >
          <OfflineNotice />
          <PermittedOutlet />
        </Container>
        <Box component="footer" sx={{ bgcolor: 'grey.100', py: 2, px: 3, textAlign: 'center' }}>
          <Typography variant="body2">
            © {new Date().getFullYear()} {PRODUCT_NAME} · <Trans>Kundeservice</Trans>{' '}
            <Link href={serviceOffice().phoneHref} sx={{ whiteSpace: 'nowrap' }}>
              {serviceOffice().phone}
            </Link>
          </Typography>
        </Box>
        {account && needsTermsApproval(user, account) && (
          <Suspense fallback={null}>
            <TermsDialog user={user} account={account} />
          </Suspense>
        )}
        <SessionExpiryDialog
          warningSeconds={portalConfig().oidc.sessionWarningSeconds}
          idleSeconds={portalConfig().oidc.idleSignOutSeconds}
        />
      </Box>
    </>
  );
}
