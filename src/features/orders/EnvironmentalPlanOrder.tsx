import { useEffect, useId, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import { outcomeUnknown } from '../../api/idempotency';
import type { Account, OrderLine, OrderListEntry, PlanData, Property } from '../../api/generated/model';
import { LoadingSpinner } from '../../components/LoadingSpinner';
import { QueryState } from '../../components/QueryState';
import {
  ENVIRONMENTAL_PLAN_ORDER_TYPE,
  environmentalPlanPrice,
  MIS_PRODUCTS,
  type EnvironmentalPlanPrice,
} from '../../domain/environmentalPlanPrice';
import { formatDate, formatNok, formatNumber } from '../../domain/format';
import { reportError } from '../../telemetry/errorTracking';
import { planDataQuery, productiveAreaQuery, usePlaceOrder } from './api';
import { PriceLinesTable } from './PriceLinesTable';
import { PRICE_LIST_NOTES, priceLineLabel } from './priceListTexts';

const ORDER_LOCATION = 'Bestillinger: bestill miljøplan';

/** Spec §4: the MiS order of a property, if the account has one (same property, the MiS project). */
export const environmentalPlanOrderOf = (
  orders: OrderListEntry[],
  property: Property,
  planData: PlanData,
): OrderListEntry | undefined =>
  orders.find(
    (order) =>
      order.propertyId === property.id &&
      (order.orderType === ENVIRONMENTAL_PLAN_ORDER_TYPE ||
        (planData.environmentalPlanProjectId != null &&
          order.projectId === planData.environmentalPlanProjectId)),
  );

/**
 * The environmental-plan part of a property card: 'Bestill miljøplan' when the property has no plan data and
 * no MiS order (spec §4), the ordered text once it has one.
 */
export function EnvironmentalPlanOrder({
  account,
  contactId,
  property,
  orders,
}: {
  account: Account;
  contactId: string;
  property: Property;
  orders: OrderListEntry[];
}) {
  const { t } = useLingui();
  const planData = useQuery(planDataQuery(account.id, property.id));
  const [open, setOpen] = useState(false);
  const orderedText = useRef<HTMLElement>(null);
  const justOrdered = useRef(false);

  useEffect(() => {
    // The order button is gone once the plan is ordered: focus goes to the text that says so instead.
    if (!open && justOrdered.current) {
      justOrdered.current = false;
      orderedText.current?.focus();
    }
  }, [open]);

  return (
    <QueryState
      query={planData}
      what={t`planopplysningene for eiendommen`}
      loadingText={t`Sjekker miljøplan...`}
    >
      {(plan) => {
        const ordered = environmentalPlanOrderOf(orders, property, plan);
        const orderedDate = ordered ? formatDate(ordered.createdDate) : '';
        const { propertyNumber } = property;
        if (!ordered && plan.stands.length > 0) return null;
        return (
          <>
            {ordered ? (
              <Typography ref={orderedText} tabIndex={-1} sx={{ fontWeight: 700, outline: 'none' }}>
                <Trans>Miljøplan er bestilt {orderedDate}</Trans>
              </Typography>
            ) : (
              <Button
                variant="contained"
                onClick={() => {
                  setOpen(true);
                }}
                aria-label={t`Bestill miljøplan for eiendom ${propertyNumber}`}
              >
                <Trans>Bestill miljøplan</Trans>
              </Button>
            )}
            {/* Stays open over the ordered text, to show the lines the cooperative made. */}
            {open && (
              <OrderDialog
                account={account}
                contactId={contactId}
                property={property}
                planData={plan}
                onOrdered={() => {
                  justOrdered.current = true;
                }}
                onClose={() => {
                  setOpen(false);
                }}
              />
            )}
          </>
        );
      }}
    </QueryState>
  );
}

function OrderDialog({
  account,
  contactId,
  property,
  planData,
  onOrdered,
  onClose,
}: {
  account: Account;
  contactId: string;
  property: Property;
  planData: PlanData;
  onOrdered: () => void;
  onClose: () => void;
}) {
  const { t, i18n } = useLingui();
  const titleId = useId();
  const title = useRef<HTMLHeadingElement>(null);
  const area = useQuery(productiveAreaQuery(account.id, property));

  const fromAreaService = area.isSuccess;
  const areaDaa = fromAreaService ? area.data : property.weightedArea;
  const price = environmentalPlanPrice(areaDaa, account.isMember);

  useEffect(() => {
    // Spec §8: a failed area lookup is a warning; the property's weightedArea is used instead.
    if (area.isError) {
      reportError(area.error, { location: 'Bestillinger: produktivt areal', propertyId: property.id });
    }
  }, [area.isError, area.error, property.id]);

  const order = usePlaceOrder(account.id, {
    onSuccess: () => {
      onOrdered();
    },
    onError: (error) => {
      reportError(error, { location: ORDER_LOCATION, propertyId: property.id });
    },
  });
  const place = (priced: EnvironmentalPlanPrice) => {
    order.mutate({
      order: {
        propertyId: property.id,
        projectId: planData.environmentalPlanProjectId ?? null,
        weightedArea: priced.areaDaa,
        accountId: account.id,
        portalChangedBy: contactId,
        propertyNumber: property.propertyNumber,
        name: `Miljøregistrering (MiS) ${property.propertyNumber}`,
        orderType: ENVIRONMENTAL_PLAN_ORDER_TYPE,
      },
      // The cooperative makes the lines from its price list, the property's area and the membership.
      lines: (orderId) => [{ orderId, productId: MIS_PRODUCTS.fixed, quantity: 1 }],
    });
  };

  const made = order.data?.lines;
  const { propertyNumber } = property;
  const areaText = formatNumber(price.areaDaa);
  const total = formatNok(price.total);
  useEffect(() => {
    if (made) title.current?.focus();
  }, [made]);

  return (
    <Dialog
      open
      onClose={order.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id={titleId} ref={title} tabIndex={-1} sx={{ outline: 'none' }}>
        {made ? (
          <Trans>Miljøplan er bestilt for eiendom {propertyNumber}</Trans>
        ) : (
          <Trans>Bestill miljøplan for eiendom {propertyNumber}</Trans>
        )}
      </DialogTitle>
      {/* Focusable so a phone user can scroll the price lines by keyboard (WCAG 2.1.1). */}
      <DialogContent tabIndex={0}>
        {made ? (
          <OrderedLines lines={made} />
        ) : area.isPending ? (
          <LoadingSpinner text={t`Henter produktivt areal...`} />
        ) : (
          <>
            <Typography sx={{ mb: 2 }}>
              {fromAreaService
                ? t`Prisen bygger på ${areaText} daa produktiv skog fra arealtjenesten.`
                : t`Arealtjenesten svarte ikke, så prisen bygger på eiendommens vektede areal, ${areaText} daa.`}
            </Typography>
            <PriceLinesTable
              caption={t`Pris for miljøplan, eks. mva`}
              lines={price.lines.map((line) => ({
                key: line.productId,
                label: i18n._(priceLineLabel(line.name)),
                quantity: line.quantity,
                unitPrice: line.unitPrice,
              }))}
            />
            <Box component="ul" sx={{ pl: 2.5, my: 2 }}>
              {PRICE_LIST_NOTES.map((note) => (
                <li key={note.id}>
                  <Typography variant="body2">{i18n._(note)}</Typography>
                </li>
              ))}
            </Box>
          </>
        )}
        {order.isError && (
          <Alert severity="error">
            {outcomeUnknown(order.error)
              ? t`Vi fikk ikke svar, så vi vet ikke om bestillingen kom fram. Bestill igjen, så blir den ikke registrert to ganger, eller kontakt kundeservice.`
              : t`Bestillingen ble ikke sendt. Ingenting er bestilt ennå; prøv igjen, eller kontakt kundeservice.`}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        {made ? (
          <Button variant="contained" onClick={onClose}>
            <Trans>Lukk</Trans>
          </Button>
        ) : (
          <>
            <Button onClick={onClose} disabled={order.isPending}>
              <Trans>Avbryt</Trans>
            </Button>
            <Button
              variant="contained"
              loading={order.isPending}
              loadingPosition="start"
              disabled={area.isPending}
              onClick={() => {
                if (!order.isPending) place(price);
              }}
            >
              {order.isPending ? t`Bestiller...` : t`Bestill for ${total}`}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}

/** The order as the cooperative registered it: its lines from the API's own price list. */
function OrderedLines({ lines }: { lines: OrderLine[] }) {
  const { t } = useLingui();
  return (
    <>
      <Typography sx={{ mb: 2 }}>
        <Trans>
          Andelslaget har registrert bestillingen med disse linjene. Du finner den under Bestillinger.
        </Trans>
      </Typography>
      <PriceLinesTable
        caption={t`Bestilt miljøplan, eks. mva`}
        lines={lines.map((line) => ({
          key: line.productId,
          // The cooperative's own name for the product (Norwegian).
          label: <span lang="nb">{line.productName ?? line.productId}</span>,
          quantity: line.quantity,
          unitPrice: line.price,
        }))}
      />
    </>
  );
}
