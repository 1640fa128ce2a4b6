import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
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
  deliveryWishText,
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
import { PropertyCard, propertyTitle } from './PropertyCard';
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
        Plantebestilling
      </Typography>
      <PlantOrder account={account} />
    </Box>
  );
}

function PlantOrder({ account }: { account: Account }) {
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
        {heading('Velg eiendom')}
        <QueryState
          query={properties}
          what="eiendommene"
          loadingText="Henter eiendommene..."
          isEmpty={(list) => list.length === 0}
          empty="Kontoen har ingen eiendommer å bestille planter til."
        >
          {(list) => (
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
              {list.map((item) => (
                <li key={item.id}>
                  <PropertyCard property={item}>
                    <Button
                      variant={item.id === property?.id ? 'contained' : 'outlined'}
                      aria-label={`Velg eiendommen: ${propertyTitle(item)}`}
                      onClick={() => {
                        setProperty(item);
                        setStep('plants');
                      }}
                    >
                      Velg eiendommen
                    </Button>
                  </PropertyCard>
                </li>
              ))}
            </Box>
          )}
        </QueryState>
      </>
    );
  }

  if (step === 'plants') {
    return (
      <PlantsStep
        heading={heading(`Planter til ${propertyTitle(property)}`)}
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
        {heading('Se over bestillingen')}
        <DescriptionList
          items={[
            { term: 'Eiendom', details: propertyTitle(property) },
            ...chosenPlants(values).map(({ species, quantity }) => ({
              term: treeSpeciesLabel(species),
              details: `${quantity.toLocaleString('nb-NO')} planter`,
            })),
            { term: 'Ønsket levering', details: deliveryWishText(values) },
            { term: 'Kommentar', details: values.comment.trim() === '' ? 'Ingen' : values.comment },
          ]}
        />
        <Typography sx={{ mb: 2 }}>
          Andelslaget setter pris og leveringstidspunkt og sender deg en ordrebekreftelse.
        </Typography>
        {send.isError && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {outcomeUnknown(send.error)
              ? 'Vi fikk ikke svar, så vi vet ikke om bestillingen kom fram. Alt du har skrevet er tatt vare på. Send den igjen uten å endre noe, så blir den ikke registrert to ganger.'
              : 'Bestillingen ble ikke sendt. Alt du har skrevet er tatt vare på; prøv igjen.'}
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
            Tilbake
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
            Send bestilling
          </Button>
        </Stack>
      </>
    );
  }

  return (
    <>
      {heading('Bestillingen er sendt')}
      <Alert severity="success" sx={{ mb: 2 }}>
        Takk! Plantebestillingen til {propertyTitle(property)} er mottatt. Bestillingsnummer:{' '}
        <Box component="span" sx={{ whiteSpace: 'nowrap', fontWeight: 700 }}>
          {orderId}
        </Box>
      </Alert>
      <Button component={RouterLink} to={PATHS.orders} variant="contained">
        Til bestillingene
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
          Antall planter per treslag (hele planter)
        </Typography>
        {errors.plants && (
          <Alert id={plantsErrorId} severity="error" sx={{ mb: 2 }}>
            {errors.plants}
          </Alert>
        )}
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)' } }}>
          {PLANT_SPECIES.map((species) => (
            <QuantityInput
              key={species}
              name={species}
              label={treeSpeciesLabel(species)}
              unit="stk"
              value={values.quantities[species] ?? 0}
              onChange={(quantity) => {
                onChange({ ...values, quantities: { ...values.quantities, [species]: quantity } });
              }}
            />
          ))}
        </Box>
      </Box>
      <FormControl sx={{ mt: 3, display: 'block' }}>
        <FormLabel id={seasonLabelId}>Når ønsker du plantene?</FormLabel>
        <RadioGroup
          aria-labelledby={seasonLabelId}
          value={values.season}
          onChange={(event) => {
            const season = SEASONS.find((item) => item === event.target.value);
            if (season) onChange({ ...values, season });
          }}
        >
          {SEASONS.map((season) => (
            <FormControlLabel key={season} value={season} control={<Radio />} label={SEASON_LABELS[season]} />
          ))}
        </RadioGroup>
        {values.season === 'uke' && (
          <TextField
            label="Ukenummer"
            value={values.week}
            onChange={(event) => {
              onChange({ ...values, week: event.target.value });
            }}
            error={errors.week !== undefined}
            helperText={errors.week ?? 'Fra 1 til 53'}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            sx={{ mt: 1, maxWidth: 200 }}
          />
        )}
      </FormControl>
      <Box sx={{ mt: 3 }}>
        <CommentBox
          label="Kommentar"
          value={values.comment}
          onChange={(comment) => {
            onChange({ ...values, comment });
          }}
        />
      </Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 3 }}>
        <Button variant="outlined" onClick={onBack}>
          Tilbake
        </Button>
        <Button type="submit" variant="contained">
          Gå videre
        </Button>
      </Stack>
    </Box>
  );
}
