import { useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Trans } from '@lingui/react/macro';

/** 'Tilbake': to a given route, or one step back in the history. */
export function BackButton({ to }: { to?: string }) {
  const navigate = useNavigate();
  return (
    <Button
      startIcon={<ArrowBackIcon aria-hidden="true" />}
      onClick={() => {
        void (to ? navigate(to) : navigate(-1));
      }}
      sx={{ mb: 2 }}
    >
      <Trans>Tilbake</Trans>
    </Button>
  );
}
