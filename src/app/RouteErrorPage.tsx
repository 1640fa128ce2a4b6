import { useEffect, useState } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import CircularProgress from '@mui/material/CircularProgress';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { activeLocale, loadTexts } from '../i18n/i18n';
import { StartupError } from './StartupError';
import { Disclosure } from '../components/Disclosure';
import { serviceOffice } from '../config';
import { errorReference } from '../telemetry/errorTracking';
import { FORM_COLUMN_SX } from '../components/pageWidths';
import { reloadIntoNewRelease, useReleaseCheck } from '../offline/newRelease';

/** The error's own words (a developer's, untranslated), or `unknown` when it has none. */
const messageOf = (error: unknown, unknown: string): string => {
  if (isRouteErrorResponse(error)) return `${String(error.status)} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return unknown;
};

/**
 * A page's code that did not arrive: Chromium, Firefox and Safari word a failed dynamic import differently,
 * and Vite's preload of a chunk's CSS has its own error.
 */
export const isChunkLoadError = (error: unknown): boolean =>
  error instanceof Error &&
  /dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(error.message);

/**
 * 'Noe gikk galt' (spec §2.3 error page): what went wrong in Norwegian, how to reach customer service with a
 * short reference that the error's report carries too, the error's own words behind 'Tekniske detaljer', and
 * 'Prøv igjen' (reload). A page whose code did not arrive is not an error when the server has a newer release
 * (an old tab after a deploy): then «Skogportalen er oppdatert» ({@link PortalUpdated}); offline it is a page
 * not saved for offline use. Inside the signed-in layout it fills the layout's `main`, so the header and menu
 * stay; the layout's route table gives the pages this as their error element.
 */
export function RouteErrorContent() {
  const texts = useRouteErrorTexts();
  // A moment at most: nothing to say until its words are in.
  if (texts === 'loading') return null;
  // Neither the page nor the error page's texts arrived (the connection dropped in the first seconds): the
  // start-up error's own words, which are in the code in both languages, inside the frame's `main`.
  if (texts === 'failed')
    return <StartupError message="" offline={!navigator.onLine} locale={activeLocale()} landmark={false} />;
  return <RouteError />;
}

/** A message only the error page's catalog holds: its id among the active language's says the catalog is in. */
const ROUTE_ERROR_SIGN = msg`Noe gikk galt`;

/**
 * The error page's texts (the `route-error` area) are loaded right after the first page is drawn (src/main.tsx),
 * not before it: the sign-in page is interactive without them. An error before they are in waits for them.
 */
function useRouteErrorTexts(): 'ready' | 'loading' | 'failed' {
  const { i18n } = useLingui();
  const present = i18n.messages[ROUTE_ERROR_SIGN.id] !== undefined;
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!present)
      loadTexts('route-error').catch(() => {
        setFailed(true);
      });
  }, [present]);
  if (present) return 'ready';
  return failed ? 'failed' : 'loading';
}

function RouteError() {
  const { t } = useLingui();
  const error = useRouteError();
  const chunkMissing = isChunkLoadError(error);
  const release = useReleaseCheck(chunkMissing && navigator.onLine);
  if (chunkMissing && !navigator.onLine) return <NotSavedForOffline />;
  // A page's code the server no longer has, because a newer release is out: not an error (src/offline/newRelease.ts).
  if (release === 'checking') return <AskingTheServer />;
  if (release === 'newRelease') return <PortalUpdated />;
  const phone = serviceOffice().phone;
  const reference = errorReference(error);
  return (
    <Box sx={FORM_COLUMN_SX}>
      <Typography variant="h4" component="h1" gutterBottom>
        <Trans>Noe gikk galt</Trans>
      </Typography>
      <Typography gutterBottom>
        {isChunkLoadError(error) ? (
          <Trans>
            En del av portalen kom ikke fram. Det skjer når portalen har fått en ny versjon mens siden var
            åpen, eller når nettet er borte. «Prøv igjen» laster siden på nytt.
          </Trans>
        ) : (
          <Trans>Siden kunne ikke vises. «Prøv igjen» laster den på nytt.</Trans>
        )}
      </Typography>
      <Typography gutterBottom>
        <Trans>
          Kontakt kundeservice om feilen fortsetter:{' '}
          <Link href={serviceOffice().phoneHref} sx={{ whiteSpace: 'nowrap' }}>
            {phone}
          </Link>
          , og oppgi referansen <strong>{reference}</strong>.
        </Trans>
      </Typography>
      {/* What a developer needs stays out of the way; a long address without spaces wraps anywhere rather than
          widen a phone screen. */}
      <Box sx={{ my: 2 }}>
        <Disclosure summary={t`Tekniske detaljer`}>
          <Typography
            component="pre"
            sx={{
              whiteSpace: 'pre-wrap',
              overflowWrap: 'anywhere',
              bgcolor: 'grey.100',
              p: 2,
              borderRadius: 1,
            }}
          >
            {messageOf(error, t`Ukjent feil`)}
          </Typography>
        </Disclosure>
      </Box>
      <ReloadButton />
    </Box>
  );
}

/** 'Prøv igjen' on the error pages: the whole page loads anew (a page's own 'Prøv igjen' asks only again). */
function ReloadButton() {
  return (
    <Button
      variant="contained"
      onClick={() => {
        window.location.reload();
      }}
    >
      <Trans>Prøv igjen</Trans>
    </Button>
  );
}

/** The moment the server is asked whether a new release is out (one request): no text that jumps away. */
function AskingTheServer() {
  const { t } = useLingui();
  return (
    <Box sx={{ ...FORM_COLUMN_SX, display: 'flex', justifyContent: 'center', py: 4 }}>
      <CircularProgress aria-label={t`Laster siden`} />
    </Box>
  );
}

/**
 * «Skogportalen er oppdatert» (#42): the tab was opened before a new release, and the page asked for is the new
 * release's now. Calm, with one thing to do: «Last inn på nytt» loads the same address in the new release
 * (through its service worker, when the tab has one). What is typed into a form stays for the reload: the
 * forms remember it in the tab (src/session/formMemory.ts), also those that forget when left. The page makes no
 * promise about it: a few forms (registration, plant order) do not remember what is typed.
 */
export function PortalUpdated({ reload }: { reload?: () => void }) {
  const [reloading, setReloading] = useState(false);
  return (
    <Box sx={FORM_COLUMN_SX}>
      <Typography variant="h4" component="h1" gutterBottom>
        <Trans>Skogportalen er oppdatert</Trans>
      </Typography>
      <Typography gutterBottom>
        <Trans>
          Det har kommet en ny versjon av Skogportalen mens du hadde den åpen. Last inn siden på nytt for å
          fortsette med den nye versjonen.
        </Trans>
      </Typography>
      <Button
        variant="contained"
        sx={{ mt: 1 }}
        loading={reloading}
        onClick={() => {
          setReloading(true);
          void reloadIntoNewRelease(reload);
        }}
      >
        <Trans>Last inn på nytt</Trans>
      </Button>
    </Box>
  );
}

/**
 * A page whose code did not arrive while the browser is offline: the service worker keeps the pages a person
 * has opened since the portal last changed, not all of them (config/pwa.ts), so this is not an error to report
 * to customer service, only a page to open again with a network.
 */
function NotSavedForOffline() {
  return (
    <Box sx={FORM_COLUMN_SX}>
      <Typography variant="h4" component="h1" gutterBottom>
        <Trans>Siden er ikke lagret for bruk uten nett</Trans>
      </Typography>
      <Typography gutterBottom>
        <Trans>
          Du er frakoblet, og denne siden er ikke åpnet med nett siden portalen sist ble oppdatert. Åpne den
          igjen når du har nett, så kan du også se den uten nett senere.
        </Trans>
      </Typography>
      <ReloadButton />
    </Box>
  );
}

/** The top-level error page, for errors outside the signed-in layout (or in the layout itself): its own `main`. */
export function RouteErrorPage() {
  return (
    <Box component="main" sx={{ ...FORM_COLUMN_SX, mx: 'auto', p: 3 }}>
      <RouteErrorContent />
    </Box>
  );
}
