import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Property } from '../../api/generated/model';
import { apiMessageOf } from '../../api/httpStatus';
import { CommentBox } from '../../components/CommentBox';
import { LoadError } from '../../components/LoadError';
import { PortalMap, formatPosition } from '../../components/map';
import { areaInDecares, formatDecares } from '../../domain/harvestArea';
import { reportError } from '../../telemetry/errorTracking';
import { ApiMessageOr } from './ApiMessageOr';
import { supplyPointsQuery, useAddSupplyPoint } from './api';
import { fieldId, type StepProps } from './fields';
import { PLACE_DESCRIPTION_MAX_LENGTH, propertyLabel } from './registration';

/**
 * Step 2, 'Kart': the harvest area (hogstfelt) and the landing (velteplass) drawn on the map, and the supply
 * point (leveringssted). Whoever cannot use the map ticks 'Beskriv stedet med tekst' and writes it instead,
 * so the step is never a dead end.
 */
export function MapStep({
  accountId,
  values,
  errors,
  onChange,
  property,
}: StepProps & { property: Property | undefined }) {
  const { t, i18n } = useLingui();
  const area = values.harvestArea ? areaInDecares(values.harvestArea) : 0;
  const mapLabel = () => {
    if (!property) return t`Kart for tømmerinnmeldingen`;
    const label = propertyLabel(property);
    return t`Kart over ${label}`;
  };
  const drawnArea = formatDecares(area);
  const landingPosition = values.landingPoint ? formatPosition(values.landingPoint) : '';

  return (
    <Stack spacing={3}>
      <FormControlLabel
        control={
          <Checkbox
            checked={values.describeInText}
            onChange={(event) => {
              onChange({ describeInText: event.target.checked });
            }}
          />
        }
        label={t`Jeg vil heller beskrive stedet med tekst enn å tegne i kartet`}
      />

      {values.describeInText ? (
        <Box id={fieldId('placeDescription')}>
          <CommentBox
            label={t`Beskriv hvor hogstfeltet og velteplassen er`}
            name="placeDescription"
            value={values.placeDescription}
            maxLength={PLACE_DESCRIPTION_MAX_LENGTH}
            required
            error={Boolean(errors.placeDescription)}
            helperText={
              errors.placeDescription
                ? i18n._(errors.placeDescription)
                : t`For eksempel: teigen nord for Sjøvegen, om lag 5 daa gran; velteplass ved snuplassen der skogsbilveien slutter.`
            }
            onChange={(placeDescription) => {
              onChange({ placeDescription });
            }}
          />
        </Box>
      ) : (
        <Box>
          <Typography sx={{ mb: 1 }}>
            <Trans>
              Tegn hogstfeltet med «Tegn hogstfelt» og klikk ut hjørnene; klikk på det første hjørnet for å
              avslutte. Plasser velteplassen med «Plasser velteplass», eller flytt kartet med piltastene og
              velg «Plasser velteplass midt i kartet».
            </Trans>
          </Typography>
          <PortalMap
            mode="registration"
            label={mapLabel()}
            property={property ? { knr: property.knr, gnr: property.gnr, bnr: property.bnr } : undefined}
            initialDrawing={{ harvestArea: values.harvestArea, landingPoint: values.landingPoint }}
            onChange={(drawing) => {
              onChange({ harvestArea: drawing.harvestArea, landingPoint: drawing.landingPoint });
            }}
          />
          <Box aria-live="polite" sx={{ mt: 1 }}>
            <Typography id={fieldId('harvestArea')} tabIndex={-1}>
              {values.harvestArea && values.harvestArea.length >= 3 ? (
                <Trans>Hogstfeltet er {drawnArea}.</Trans>
              ) : (
                <Trans>Hogstfeltet er ikke tegnet ennå.</Trans>
              )}
            </Typography>
            {errors.harvestArea && <FormHelperText error>{i18n._(errors.harvestArea)}</FormHelperText>}
            <Typography id={fieldId('landingPoint')} tabIndex={-1}>
              {values.landingPoint ? (
                <Trans>Velteplassen er plassert på {landingPosition}.</Trans>
              ) : (
                <Trans>Velteplassen er ikke plassert ennå.</Trans>
              )}
            </Typography>
            {errors.landingPoint && <FormHelperText error>{i18n._(errors.landingPoint)}</FormHelperText>}
          </Box>
        </Box>
      )}

      <SupplyPointChoice accountId={accountId} values={values} errors={errors} onChange={onChange} />
    </Stack>
  );
}

/** Where the timber is delivered: one of the cooperative's supply points, or the landing added as a new one. */
function SupplyPointChoice({ accountId, values, onChange }: StepProps) {
  const { t } = useLingui();
  const supplyPoints = useQuery(supplyPointsQuery(accountId));
  const [newName, setNewName] = useState('');
  const [nameMissing, setNameMissing] = useState(false);
  const create = useAddSupplyPoint(accountId, {
    onSuccess: () => {
      setNewName('');
    },
    onError: (error) => {
      reportError(error, { location: 'Tømmerinnmelding: nytt leveringssted' });
    },
  });

  return (
    <Stack spacing={2}>
      <Typography variant="h6" component="h3">
        <Trans>Leveringssted</Trans>
      </Typography>
      {supplyPoints.isError ? (
        <LoadError
          what={t`leveringsstedene`}
          onRetry={() => {
            void supplyPoints.refetch();
          }}
        />
      ) : (
        <TextField
          select
          id="innmelding-supplyPointId"
          label={t`Leveringssted`}
          value={supplyPoints.isPending ? '' : values.supplyPointId}
          disabled={supplyPoints.isPending}
          helperText={
            supplyPoints.isPending
              ? t`Henter leveringsstedene ...`
              : t`Vet du ikke, lar du feltet stå tomt, så foreslår andelslaget et.`
          }
          onChange={(event) => {
            onChange({ supplyPointId: event.target.value });
          }}
          sx={{ maxWidth: 480 }}
        >
          <MenuItem value="">
            <Trans>Ikke valgt – andelslaget foreslår</Trans>
          </MenuItem>
          {(supplyPoints.data ?? []).map((point) => (
            <MenuItem key={point.id ?? point.name} value={point.id ?? ''}>
              {point.name}
            </MenuItem>
          ))}
        </TextField>
      )}
      {!values.describeInText && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
          <TextField
            label={t`Navn på nytt leveringssted ved velteplassen`}
            value={newName}
            error={nameMissing}
            helperText={
              nameMissing
                ? t`Gi leveringsstedet et navn`
                : values.landingPoint
                  ? t`Leveringsstedet får velteplassens posisjon.`
                  : t`Plasser velteplassen i kartet først.`
            }
            onChange={(event) => {
              setNewName(event.target.value);
              setNameMissing(false);
            }}
            sx={{ flex: 1, maxWidth: 480 }}
          />
          <Button
            variant="outlined"
            loading={create.isPending}
            disabled={!values.landingPoint}
            onClick={() => {
              if (!values.landingPoint) return;
              if (newName.trim() === '') {
                setNameMissing(true);
                return;
              }
              create.mutate(
                {
                  name: newName.trim(),
                  latitude: values.landingPoint.latitude,
                  longitude: values.landingPoint.longitude,
                  accountId,
                },
                {
                  // Chosen once the refreshed list has it.
                  onSuccess: (created) => {
                    if (created.id) onChange({ supplyPointId: created.id });
                  },
                },
              );
            }}
          >
            <Trans>Legg til leveringssted</Trans>
          </Button>
        </Stack>
      )}
      {create.isError && (
        <Alert severity="error">
          <ApiMessageOr
            message={apiMessageOf(create.error)}
            fallback={<Trans>Leveringsstedet ble ikke lagt til.</Trans>}
          />{' '}
          <Trans>Prøv igjen.</Trans>
        </Alert>
      )}
    </Stack>
  );
}
