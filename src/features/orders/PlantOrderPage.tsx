import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { formatNumber } from '../../domain/format';
import { Link as RouterLink } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import { outcomeUnknown } from '../../api/idempotency';
import type { Account, Property } from '../../api/generated/model';
import { CommentBox } from '../../components/CommentBox';
import { DescriptionList } from '../../components/DescriptionList';
import { QueryState } from '../../components/QueryState';
import { QuantityInput } from '../../components/QuantityInput';
import { treeSpeciesLabel } from '../../domain/codeSets';
import { useAccount, useUserData } from '../../session/hooks';
import { reportError } from '../../telemetry/errorTracking';
import { propertiesQuery, usePlaceOrder } from './api';
import {
  chosenPlants,
  deliveryWishMessage,
  emptyPlantOrder,
  PLANT_SPECIES,
  SEASON_LABELS,
  SEASONS,
  toPlantOrder,
  toPlantOrderLines,
  validatePlantOrder,
  type PlantOrderErrors,
  type PlantOrderValues,
} from './plantOrder';
import { PropertyCard, usePropertyTitle } from './PropertyCard';
import { PATHS } from '../../paths';
import { FORM_COLUMN_SX } from '../../components/pageWidths';

type Step = 'property' | 'plants' | 'summary' | 'receipt';

/**
 * /orders/selectProperty ('Plantebestilling'): choose the property, the plants per species, when they are
 * wanted and a comment; check the summary; send. What was typed survives every step back and a failed send.
 */
export function PlantOrderPage() {
  const account = useAccount();
  return (
    <Box sx={FORM_COLUMN_SX}>
      <Typography variant="h4" component="h1" gutterBottom>
        <Trans>Plantebestilling</Trans>
      </Typography>
      <PlantOrder account={account} />
    </Box>
  );
}

function PlantOrder({ account }: { account: Account }) {
  const { t, i18n } = useLingui();
  const propertyTitle = usePropertyTitle();
  const user = useUserData();
  const properties = useQuery(propertiesQuery(account.id));
  const [step, setStep] = useState<Step>('property');
  const [property, setProperty] = useState<Property | null>(null);
  const [values, setValues] = useState<PlantOrderValues>(emptyPlantOrder);
  const [errors, setErrors] = useState<PlantOrderErrors>({});
  const [orderId, setOrderId] = useState<string | null>(null);
  const stepHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    // Each step starts where its heading is, for keyboard and screen-reader users.
    stepHeading.current?.focus();
  }, [step]);

  const send = usePlaceOrder(account.id, {
    onSuccess: (placed) => {
      setOrderId(placed.orderId);
      setStep('receipt');
    },
    onError: (error) => {
      reportError(error, { location: 'Plantebestilling: send', propertyId: property?.id ?? null });
    },
  });

  const heading = (text: string) => (
    <Typography
      ref={stepHeading}
      tabIndex={-1}
      variant="h5"
      component="h2"
      gutterBottom
      sx={{ outline: 'none' }}
    >
      {text}
    </Typography>
  );

  if (step === 'property' || !property) {
    return (
      <>
        {heading(t`Velg eiendom`)}
        <QueryState
          query={properties}
          what={t`eiendommene`}
          loadingText={t`Henter eiendommene...`}
          isEmpty={(list) => list.length === 0}
          empty={t`Kontoen har ingen eiendommer å bestille planter til.`}
        >
          {(list) => (
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
              {list.map((item) => {
                const title = propertyTitle(item);
                return (
                  <li key={item.id}>
                    <PropertyCard property={item}>
                      <Button
                        variant={item.id === property?.id ? 'contained' : 'outlined'}
                        aria-label={t`Velg eiendommen: ${title}`}
                        onClick={() => {
                          setProperty(item);
                          setStep('plants');
                        }}
                      >
                        <Trans>Velg eiendommen</Trans>
                      </Button>
                    </PropertyCard>
                  </li>
                );
              })}
            </Box>
          )}
        </QueryState>
      </>
    );
  }

  if (step === 'plants') {
    const title = propertyTitle(property);
    return (
      <PlantsStep
        heading={heading(t`Planter til ${title}`)}
        values={values}
        errors={errors}
        onChange={setValues}
        onBack={() => {
          setStep('property');
        }}
        onNext={() => {
          const found = validatePlantOrder(values);
          setErrors(found);
          if (Object.keys(found).length === 0) setStep('summary');
        }}
      />
    );
  }

  if (step === 'summary') {
    return (
      <>
        {heading(t`Se over bestillingen`)}
        <DescriptionList
          items={[
            { term: t`Eiendom`, details: propertyTitle(property) },
            ...chosenPlants(values).map(({ species, quantity }) => {
              const plants = formatNumber(quantity);
              return { term: treeSpeciesLabel(species), details: t`${plants} planter` };
            }),
            { term: t`Ønsket levering`, details: i18n._(deliveryWishMessage(values)) },
            { term: t`Kommentar`, details: values.comment.trim() === '' ? t`Ingen` : values.comment },
          ]}
        />
        <Typography sx={{ mb: 2 }}>
          <Trans>Andelslaget setter pris og leveringstidspunkt og sender deg en ordrebekreftelse.</Trans>
        </Typography>
        {send.isError && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {outcomeUnknown(send.error)
              ? t`Vi fikk ikke svar, så vi vet ikke om bestillingen kom fram. Alt du har skrevet er tatt vare på. Send den igjen uten å endre noe, så blir den ikke registrert to ganger.`
              : t`Bestillingen ble ikke sendt. Alt du har skrevet er tatt vare på; prøv igjen.`}
          </Alert>
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <Button
            variant="outlined"
            disabled={send.isPending}
            onClick={() => {
              setStep('plants');
            }}
          >
            <Trans>Tilbake</Trans>
          </Button>
          <Button
            variant="contained"
            loading={send.isPending}
            onClick={() => {
              if (!send.isPending) {
                send.mutate({
                  order: toPlantOrder(values, property, account.id, user.contactId),
                  lines: (created) => toPlantOrderLines(values, created),
                });
              }
            }}
          >
            <Trans>Send bestilling</Trans>
          </Button>
        </Stack>
      </>
    );
  }

  const receivedFor = propertyTitle(property);
  return (
    <>
      {heading(t`Bestillingen er sendt`)}
      <Alert severity="success" sx={{ mb: 2 }}>
        <Trans>
          Takk! Plantebestillingen til {receivedFor} er mottatt. Bestillingsnummer:{' '}
          <Box component="span" sx={{ whiteSpace: 'nowrap', fontWeight: 700 }}>
            {orderId}
          </Box>
        </Trans>
      </Alert>
      <Button component={RouterLink} to={PATHS.orders} variant="contained">
        <Trans>Til bestillingene</Trans>
      </Button>
    </>
  );
}

function PlantsStep({
  heading,
  values,
  errors,
  onChange,
  onBack,
  onNext,
}: {
  heading: ReactNode;
  values: PlantOrderValues;
  errors: PlantOrderErrors;
  onChange: (values: PlantOrderValues) => void;
  onBack: () => void;
  onNext: () => void;
}) {
  const { t, i18n } = useLingui();
  const seasonLabelId = useId();
  const plantsErrorId = useId();
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onNext();
      }}
    >
      {heading}
      <Box
        component="fieldset"
        aria-describedby={errors.plants ? plantsErrorId : undefined}
        sx={{ border: 0, p: 0, m: 0 }}
      >
        <Typography component="legend" sx={{ mb: 2 }}>
          <Trans>Antall planter per treslag (hele planter)</Trans>
        </Typography>
        {errors.plants && (
          <Alert id={plantsErrorId} severity="error" sx={{ mb: 2 }}>
            {i18n._(errors.plants)}
          </Alert>
        )}
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)' } }}>
          {PLANT_SPECIES.map((species) => (
            <QuantityInput
              key={species}
              name={species}
              label={treeSpeciesLabel(species)}
              unit={t`stk`}
              value={values.quantities[species] ?? 0}
              onChange={(quantity) => {
                onChange({ ...values, quantities: { ...values.quantities, [species]: quantity } });
              }}
            />
          ))}
        </Box>
      </Box>
      <FormControl sx={{ mt: 3, display: 'block' }}>
        <FormLabel id={seasonLabelId}>
          <Trans>Når ønsker du plantene?</Trans>
        </FormLabel>
        <RadioGroup
          aria-labelledby={seasonLabelId}
          value={values.season}
          onChange={(event) => {
            const season = SEASONS.find((item) => item === event.target.value);
            if (season) onChange({ ...values, season });
          }}
        >
          {SEASONS.map((season) => (
            <FormControlLabel
              key={season}
              value={season}
              control={<Radio />}
              label={i18n._(SEASON_LABELS[season])}
            />
          ))}
        </RadioGroup>
        {values.season === 'uke' && (
          <TextField
            label={t`Ukenummer`}
            value={values.week}
            onChange={(event) => {
              onChange({ ...values, week: event.target.value });
            }}
            error={errors.week !== undefined}
            helperText={errors.week ? i18n._(errors.week) : t`Fra 1 til 53`}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            sx={{ mt: 1, maxWidth: 200 }}
          />
        )}
      </FormControl>
      <Box sx={{ mt: 3 }}>
        <CommentBox
          label={t`Kommentar`}
          value={values.comment}
          onChange={(comment) => {
            onChange({ ...values, comment });
          }}
        />
      </Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 3 }}>
        <Button variant="outlined" onClick={onBack}>
          <Trans>Tilbake</Trans>
        </Button>
        <Button type="submit" variant="contained">
          <Trans>Gå videre</Trans>
        </Button>
      </Stack>
    </Box>
  );
}
