import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import ListSubheader from '@mui/material/ListSubheader';
import TextField from '@mui/material/TextField';
import { useLingui } from '@lingui/react/macro';
import { portalConfig } from '../../config';
import { municipalitiesQuery, type Municipality } from './api';

interface MunicipalityFieldProps {
  /** The chosen municipality's number (knr), '' for none. */
  value: string;
  onChange: (municipalityNumber: string) => void;
  /** The municipalities of the account's properties, offered first. */
  own: readonly string[];
  /** While the default (the properties' municipality) is on its way. */
  waiting: boolean;
}

const FIELD_SX = { width: { xs: '100%', sm: 300 } } as const;

/**
 * The calculation's municipality, chosen by name ('Ringsaker (3411)'): the account's own municipalities first,
 * then all, from the public municipality register; typing a name or a number finds it. When the register does
 * not answer, the number is typed as before, so the calculator still works.
 */
export function MunicipalityField({ value, onChange, own, waiting }: MunicipalityFieldProps) {
  const { t } = useLingui();
  const register = useQuery(municipalitiesQuery(portalConfig().municipalityRegisterUrl));
  const groupIds = useId();
  if (register.isError) return <NumberField value={value} onChange={onChange} waiting={waiting} />;

  const all = register.data ?? [];
  const isOwn = (municipality: Municipality) => own.includes(municipality.number);
  const options = [...all.filter(isOwn), ...all.filter((municipality) => !isOwn(municipality))];
  const chosen = all.find((municipality) => municipality.number === value) ?? null;
  const unknownNumber = register.isSuccess && value !== '' && chosen === null;
  const ownNames = all.filter(isOwn).map((municipality) => municipality.name);
  const ownGroup = t`Der eiendommene dine ligger`;
  const allGroup = t`Alle kommuner`;
  const names = ownNames.join(', ');

  return (
    <Autocomplete
      options={options}
      value={chosen}
      onChange={(_event, municipality) => {
        onChange(municipality?.number ?? '');
      }}
      getOptionLabel={(municipality) => `${municipality.name} (${municipality.number})`}
      isOptionEqualToValue={(option, selected) => option.number === selected.number}
      groupBy={own.length > 0 ? (municipality) => (isOwn(municipality) ? ownGroup : allGroup) : undefined}
      // A group a screen reader announces: the list's groups are ARIA groups named by their heading (MUI's own
      // are plain list items, which a listbox may not hold).
      renderGroup={(group) => (
        <li key={group.key} role="group" aria-labelledby={`${groupIds}-${String(group.key)}`}>
          <ListSubheader id={`${groupIds}-${String(group.key)}`} component="div" sx={{ top: -8 }}>
            {group.group}
          </ListSubheader>
          <Box component="ul" role="presentation" sx={{ p: 0 }}>
            {group.children}
          </Box>
        </li>
      )}
      loading={register.isPending}
      loadingText={t`Henter kommunene...`}
      noOptionsText={t`Ingen kommune har det navnet eller nummeret`}
      readOnly={waiting}
      autoHighlight
      sx={FIELD_SX}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t`Kommune`}
          error={unknownNumber}
          helperText={
            waiting
              ? t`Henter kommunen til eiendommene dine...`
              : unknownNumber
                ? t`Kommunenummer ${value} finnes ikke i kommunelisten. Velg kommunen der du vil hogge.`
                : ownNames.length > 0
                  ? t`Eiendommene dine ligger i ${names}.`
                  : t`Skriv navnet eller nummeret på kommunen der du vil hogge.`
          }
        />
      )}
    />
  );
}

/** The municipality number typed by hand, when the register's list cannot be had. */
function NumberField({ value, onChange, waiting }: Omit<MunicipalityFieldProps, 'own'>) {
  const { t } = useLingui();
  const valid = /^\d{4}$/.test(value);
  return (
    <TextField
      label={t`Kommunenummer`}
      value={value}
      onChange={(event) => {
        onChange(event.target.value.trim());
      }}
      error={value !== '' && !valid}
      helperText={
        // Read-only, not disabled, while the default comes: a disabled label fails AA contrast.
        waiting
          ? t`Henter kommunen til eiendommene dine...`
          : value !== '' && !valid
            ? t`Kommunenummeret har fire sifre, for eksempel 3411.`
            : t`Listen over kommuner kan ikke hentes nå. Skriv kommunenummeret, for eksempel 3411 for Ringsaker.`
      }
      slotProps={{
        htmlInput: { inputMode: 'numeric', maxLength: 4, autoComplete: 'off', readOnly: waiting },
      }}
      sx={FIELD_SX}
    />
  );
}
