import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import ListSubheader from '@mui/material/ListSubheader';
import TextField from '@mui/material/TextField';
import { portalConfig } from '../../config';
import { municipalitiesQuery, type Municipality } from './api';

export const MUNICIPALITY_TEXTS = {
  label: 'Kommune',
  numberLabel: 'Kommunenummer',
  ownGroup: 'Der eiendommene dine ligger',
  allGroup: 'Alle kommuner',
  loading: 'Henter kommunene...',
  noOptions: 'Ingen kommune har det navnet eller nummeret',
  numberError: 'Kommunenummeret har fire sifre, for eksempel 3411.',
  registerDown:
    'Listen over kommuner kan ikke hentes nå. Skriv kommunenummeret, for eksempel 3411 for Ringsaker.',
} as const;

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
  const register = useQuery(municipalitiesQuery(portalConfig().municipalityRegisterUrl));
  const groupIds = useId();
  if (register.isError) return <NumberField value={value} onChange={onChange} waiting={waiting} />;

  const all = register.data ?? [];
  const isOwn = (municipality: Municipality) => own.includes(municipality.number);
  const options = [...all.filter(isOwn), ...all.filter((municipality) => !isOwn(municipality))];
  const chosen = all.find((municipality) => municipality.number === value) ?? null;
  const unknownNumber = register.isSuccess && value !== '' && chosen === null;
  const ownNames = all.filter(isOwn).map((municipality) => municipality.name);

  return (
    <Autocomplete
      options={options}
      value={chosen}
      onChange={(_event, municipality) => {
        onChange(municipality?.number ?? '');
      }}
      getOptionLabel={(municipality) => `${municipality.name} (${municipality.number})`}
      isOptionEqualToValue={(option, selected) => option.number === selected.number}
      groupBy={
        own.length > 0
          ? (municipality) =>
              isOwn(municipality) ? MUNICIPALITY_TEXTS.ownGroup : MUNICIPALITY_TEXTS.allGroup
          : undefined
      }
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
      loadingText={MUNICIPALITY_TEXTS.loading}
      noOptionsText={MUNICIPALITY_TEXTS.noOptions}
      readOnly={waiting}
      autoHighlight
      sx={FIELD_SX}
      renderInput={(params) => (
        <TextField
          {...params}
          label={MUNICIPALITY_TEXTS.label}
          error={unknownNumber}
          helperText={
            waiting
              ? 'Henter kommunen til eiendommene dine...'
              : unknownNumber
                ? `Kommunenummer ${value} finnes ikke i kommunelisten. Velg kommunen der du vil hogge.`
                : ownNames.length > 0
                  ? `Eiendommene dine ligger i ${ownNames.join(', ')}.`
                  : 'Skriv navnet eller nummeret på kommunen der du vil hogge.'
          }
        />
      )}
    />
  );
}

/** The municipality number typed by hand, when the register's list cannot be had. */
function NumberField({ value, onChange, waiting }: Omit<MunicipalityFieldProps, 'own'>) {
  const valid = /^\d{4}$/.test(value);
  return (
    <TextField
      label={MUNICIPALITY_TEXTS.numberLabel}
      value={value}
      onChange={(event) => {
        onChange(event.target.value.trim());
      }}
      error={value !== '' && !valid}
      helperText={
        // Read-only, not disabled, while the default comes: a disabled label fails AA contrast.
        waiting
          ? 'Henter kommunen til eiendommene dine...'
          : value !== '' && !valid
            ? MUNICIPALITY_TEXTS.numberError
            : MUNICIPALITY_TEXTS.registerDown
      }
      slotProps={{
        htmlInput: { inputMode: 'numeric', maxLength: 4, autoComplete: 'off', readOnly: waiting },
      }}
      sx={FIELD_SX}
    />
  );
}
