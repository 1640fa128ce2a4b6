import { lazy, Suspense, useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useLingui } from '@lingui/react/macro';
import { LoadingSpinner } from '../LoadingSpinner';
import { loadTexts } from '../../i18n/i18n';
import type { ContractMapProps } from './ContractMap';

// The map's texts (the `guides` area) come beside its code.
const ContractMap = lazy(async () => {
  const [{ ContractMap: Map }] = await Promise.all([import('./ContractMap'), loadTexts('guides')]);
  return { default: Map };
});

/**
 * 'Vis på kart' for a contract: the map's code (and Leaflet with it) and its elements are fetched only when the
 * person asks for them, so a list of contracts costs no map.
 */
export function ContractMapToggle(props: ContractMapProps) {
  const [open, setOpen] = useState(false);
  const mapId = useId();
  const { t } = useLingui();
  const contractNumber = props.contractNumber;
  const toggle = open ? t`Skjul kartet` : t`Vis på kart`;
  return (
    <Box sx={{ mt: 1.5 }}>
      <Button
        size="small"
        variant="text"
        aria-expanded={open}
        // Only while the map is there: a reference to an element that does not exist misleads.
        aria-controls={open ? mapId : undefined}
        aria-label={t`${toggle}, kontrakt ${contractNumber}`}
        onClick={() => {
          setOpen((shown) => !shown);
        }}
      >
        {toggle}
      </Button>
      {open && (
        <Box id={mapId} sx={{ mt: 1 }}>
          <Suspense fallback={<LoadingSpinner text={t`Laster kartet ...`} />}>
            <ContractMap {...props} />
          </Suspense>
        </Box>
      )}
    </Box>
  );
}
