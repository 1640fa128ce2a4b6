import { useEffect, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { PlanDataProject } from '../../api/generated/model';
import { BackButton } from '../../components/BackButton';
import { LoadError } from '../../components/LoadError';
import { SignInWithBankId } from '../../components/SignInWithBankId';
import {
  normaliseOrderCode,
  orderCodeOutcome,
  planDataOrderCode,
  shouldLookUpOrderCode,
  type OrderCodeOutcome,
} from '../../domain/planOrder';
import { useSession } from '../../session/SessionProvider';
import { reportError } from '../../telemetry/errorTracking';
import { orderCodeQuery, useOrderForestPlan, type PlanOrderRequest } from './api';
import { OrderReceivedDialog } from './OrderReceivedDialog';
import { orderSummary, OrderSubmit } from './OrderSubmit';
import { ProductChoice } from './ProductChoice';
import { serviceOffice } from '../../config';
import { PATHS } from '../../paths';

/** Long enough that typing a code is one lookup, short enough that a pasted code answers at once. */
export const ORDER_CODE_DEBOUNCE_MS = 400;

function useDebouncedValue<T>(value: T, delay: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => {
      setDebounced(value);
    }, delay);
    return () => {
      window.clearTimeout(timer);
    };
  }, [value, delay]);
  return debounced;
}

/** The letter's link may carry the code: /login/planbestilling?kode=SKOG2024. */
const codeFromLink = (params: URLSearchParams): string => params.get('kode') ?? params.get('code') ?? '';

function Heading() {
  return (
    <Typography variant="h4" component="h1" gutterBottom>
      <Trans>Planbestilling</Trans>
    </Typography>
  );
}

/** Before the code can be looked up the person signs in: the order is theirs, made with BankID. */
function SignInFirst() {
  const [params] = useSearchParams();
  const code = codeFromLink(params);
  return (
    <>
      <Heading />
      <Typography sx={{ mb: 3 }}>
        <Trans>
          Har du fått brev om å bestille skogbruksplan for eiendommen din? Logg inn med BankID, så kan du
          bestille med koden fra brevet.
        </Trans>
      </Typography>
      <SignInWithBankId
        // An address with the letter's code, not text.
        // eslint-disable-next-line lingui/no-unlocalized-strings
        returnTo={code ? `${PATHS.planOrderByCode}?kode=${encodeURIComponent(code)}` : PATHS.planOrderByCode}
      />
    </>
  );
}

/** What the code field says under it, as a message (shown in the active language). */
function outcomeText(
  outcome: OrderCodeOutcome | 'short' | 'searching',
  project: PlanDataProject | null,
): MessageDescriptor {
  const territory = project?.propertyInfo.territoryName;
  switch (outcome) {
    case 'short':
      return msg`Koden står i brevet og har minst 5 tegn.`;
    case 'searching':
      return msg`Ser etter koden...`;
    case 'noProduct':
      return msg`Vi fant ingen skogbruksplan å bestille med denne koden. Sjekk at koden er skrevet slik den står i brevet.`;
    case 'notEligible': {
      const { phone } = serviceOffice();
      return territory === undefined
        ? msg`Skogbruksplan for dette området kan ikke bestilles her i portalen. Ring kundeservice på ${phone}, så hjelper vi deg.`
        : msg`Skogbruksplan for ${territory} kan ikke bestilles her i portalen. Ring kundeservice på ${phone}, så hjelper vi deg.`;
    }
    case 'orderable': {
      const name = territory ?? '';
      return msg`Koden gjelder skogbruksplan i planområdet ${name}.`;
    }
  }
}

function OrderByCode() {
  const { t, i18n } = useLingui();
  const [params] = useSearchParams();
  const { state, dispatch } = useSession();
  // The letter's link, else the letter found for the person at sign-in (the role picker's plan-order choice).
  const [code, setCode] = useState(() => codeFromLink(params) || planDataOrderCode(state.planData));
  const debounced = useDebouncedValue(code, ORDER_CODE_DEBOUNCE_MS);
  const lookUp = shouldLookUpOrderCode(debounced);
  const lookup = useQuery({ ...orderCodeQuery(debounced), enabled: lookUp });
  const [chosen, setChosen] = useState<string[] | null>(null);
  const [productMissing, setProductMissing] = useState(false);
  // The receipt's text is made as it is shown, so it follows a switch of language.
  const [receipt, setReceipt] = useState<(() => string) | null>(null);
  const fieldId = useId();

  const project = lookUp && lookup.isSuccess ? lookup.data : null;
  const typing = normaliseOrderCode(code) !== normaliseOrderCode(debounced);
  let outcome: OrderCodeOutcome | 'short' | 'searching' | 'failed';
  if (!shouldLookUpOrderCode(code)) outcome = 'short';
  else if (typing || lookup.isFetching) outcome = 'searching';
  else if (lookup.isError) outcome = 'failed';
  else outcome = lookup.isSuccess ? orderCodeOutcome(project) : 'searching';
  const orderable = outcome === 'orderable' && project !== null;

  // Spec §3: a found project (one that can be ordered) is kept in the session, where the role picker looks,
  // with the code it was found by, so the page starts with it again after a reload.
  const foundByCode = normaliseOrderCode(debounced);
  useEffect(() => {
    if (project && orderCodeOutcome(project) === 'orderable') {
      dispatch({ type: 'set', key: 'planData', payload: { ...project, orderCode: foundByCode } });
    }
  }, [project, foundByCode, dispatch]);

  const products = orderable ? project.products : [];
  const chosenIds = chosen ?? (products[0] ? [products[0].productId] : []);
  const request = (): PlanOrderRequest => ({
    order: {
      orderCode: normaliseOrderCode(debounced),
      // Spec §5: no account here, so no terms dialog; the code names the project and the property.
      accountId: null,
      portalChangedBy: state.userData?.contactId ?? null,
      territoryId: project?.propertyInfo.territoryId ?? null,
      projectNumber: project?.projectNumber ?? null,
      propertyIds: [],
      productIds: chosenIds,
    },
    consent: null,
  });
  const order = useOrderForestPlan(null, {
    onSuccess: () => {
      const territory = project?.propertyInfo.territoryName ?? '';
      setReceipt(() => () => orderSummary({ territory }, products, chosenIds));
    },
    onError: (error) => {
      reportError(error, { location: 'Planbestilling: bestille med kode' });
    },
  });

  const submit = () => {
    if (chosenIds.length === 0) {
      setProductMissing(true);
      return;
    }
    order.mutate(request());
  };

  const territoryName = project?.propertyInfo.territoryName ?? '';
  const invalid = outcome === 'noProduct' || outcome === 'notEligible';
  return (
    <>
      <BackButton to={state.userData ? PATHS.home : PATHS.roleSelection} />
      <Heading />
      {receipt && <OrderReceivedDialog summary={receipt()} />}
      <Typography sx={{ mb: 3 }}>
        <Trans>
          Skriv inn bestillingskoden fra brevet du har fått om ny skogbruksplan. Da ser du hva du kan bestille
          og hva det koster.
        </Trans>
      </Typography>
      <TextField
        id={fieldId}
        label={t`Bestillingskode`}
        value={code}
        onChange={(event) => {
          setCode(event.target.value);
          setChosen(null);
          setProductMissing(false);
        }}
        error={invalid}
        helperText={outcome === 'failed' ? ' ' : i18n._(outcomeText(outcome, project))}
        fullWidth
        autoComplete="off"
        slotProps={{
          htmlInput: { autoCapitalize: 'characters', spellCheck: false, maxLength: 40 },
          formHelperText: { role: 'status' },
        }}
        sx={{ mb: 2, maxWidth: 420 }}
      />
      {outcome === 'failed' && (
        <LoadError
          what={t`bestillingskoden`}
          onRetry={() => {
            void lookup.refetch();
          }}
        />
      )}
      {orderable && (
        <Box component="section" aria-label={t`Bestill skogbruksplan`} sx={{ mt: 2 }}>
          <Typography variant="h5" component="h2" gutterBottom>
            <Trans>Skogbruksplan i planområdet {territoryName}</Trans>
          </Typography>
          <ProductChoice
            products={products}
            chosen={chosenIds}
            onChange={(next) => {
              setChosen(next);
              setProductMissing(false);
            }}
            error={productMissing ? t`Velg minst ett produkt.` : undefined}
          />
          <OrderSubmit failure={order.error} pending={order.isPending} onSubmit={submit} />
        </Box>
      )}
    </>
  );
}

/**
 * /login/planbestilling ('Planbestilling', spec §2.1, §2.3, §5): the plan-order letter's link. A person with or
 * without an account at the cooperative signs in, types (or brings) the order code, and orders.
 */
export function PlanOrderByCodePage() {
  const { state } = useSession();
  // Signed in: the cooperative knows the person (userData), or the eID gave a person it does not know yet.
  const signedIn = state.userData !== null || state.personId !== null;
  return signedIn ? <OrderByCode /> : <SignInFirst />;
}
