import { useState } from 'react';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import SnackbarContent from '@mui/material/SnackbarContent';
import { Trans, useLingui } from '@lingui/react/macro';

/**
 * 'Ny versjon er klar' with 'Oppdater' (activates the new version and reloads) and 'Senere' (hides the
 * prompt until the next page load). It stays until the person chooses: a version never reloads the page on
 * its own, so nothing typed is lost behind their back.
 */
export function UpdatePrompt({ onUpdate }: { onUpdate: () => void }) {
  const [hidden, setHidden] = useState(false);
  const [updating, setUpdating] = useState(false);
  const { t } = useLingui();
  return (
    <Snackbar open={!hidden} anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}>
      <SnackbarContent
        role="status"
        message={t`Ny versjon er klar`}
        action={
          <>
            <Button
              color="inherit"
              variant="outlined"
              size="small"
              loading={updating}
              onClick={() => {
                setUpdating(true);
                onUpdate();
              }}
            >
              <Trans>Oppdater</Trans>
            </Button>
            <Button
              color="inherit"
              size="small"
              onClick={() => {
                setHidden(true);
              }}
            >
              <Trans>Senere</Trans>
            </Button>
          </>
        }
      />
    </Snackbar>
  );
}
