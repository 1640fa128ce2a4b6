import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { showToast } from '../../components/toasts/toasts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import type { OrderLine, OrderListEntry } from '../../api/generated/model';
import { DescriptionList, type Description } from '../../components/DescriptionList';
import { DocumentList } from '../../components/documents';
import { loadFailureOf } from '../../components/LoadError';
import { QueryState } from '../../components/QueryState';
import { orderTypeLabel, treeSpeciesLabel } from '../../domain/codeSets';
import { formatDate } from '../../domain/format';
import { isAwaitingSignature, orderCardId } from '../../domain/orderRules';
import { reportError } from '../../telemetry/errorTracking';
import { orderDocumentContentQuery, orderDocumentsQuery, orderQuery, useSignOrder } from './api';
import { PriceLinesTable } from './PriceLinesTable';

/** A line's product: the cooperative's own name for it (Norwegian), or the tree species the portal names. */
const lineName = (line: OrderLine): ReactNode =>
  line.productName ? <span lang="nb">{line.productName}</span> : treeSpeciesLabel(line.productId);

/** One order of 'Bestillinger': what, where, when, its lines with sums, its documents, and signing. */
export function OrderCard({
  accountId,
  contactId,
  entry,
}: {
  accountId: string;
  contactId: string;
  entry: OrderListEntry & { orderId: string };
}) {
  const { t } = useLingui();
  const headingId = useId();
  const cardId = orderCardId(entry.orderId);
  const cardRef = useRef<HTMLElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const namedInAddress = useLocation().hash === `#${cardId}`;
  useEffect(() => {
    // The router does not scroll to a #fragment: a link straight to this order (the start page's 'Signer
    // bestillingen') brings the card into view and puts the reader's focus on its heading.
    if (!namedInAddress) return;
    cardRef.current?.scrollIntoView({ block: 'start' });
    headingRef.current?.focus({ preventScroll: true });
  }, [namedInAddress]);
  const order = useQuery(orderQuery(accountId, entry.orderId));
  const documents = useQuery(orderDocumentsQuery(accountId, entry.orderId));
  const queryClient = useQueryClient();
  const sign = useSignOrder(accountId, entry.orderId, contactId, {
    onSuccess: () => {
      showToast(t`Bestillingen er signert`, { variant: 'success' });
    },
    onError: (error) => {
      reportError(error, { location: 'Bestillinger: signer bestilling', orderId: entry.orderId });
      showToast(t`Vi klarte ikke å signere bestillingen. Prøv igjen.`, { variant: 'error' });
    },
  });

  const details: Description[] = [
    { term: t`Type`, details: orderTypeLabel(entry.orderType) },
    { term: t`Eiendom`, details: entry.propertyNumber ?? t`Ikke oppgitt` },
    { term: t`Bestilt`, details: formatDate(entry.createdDate) },
    // The status and the delivery wish are the cooperative's own words (the API's text, Norwegian).
    { term: t`Status`, details: entry.status ? <span lang="nb">{entry.status}</span> : t`Ukjent` },
    ...(entry.deliveryWish
      ? [{ term: t`Ønsket levering`, details: <span lang="nb">{entry.deliveryWish}</span> }]
      : []),
    ...(entry.comment ? [{ term: t`Kommentar`, details: entry.comment }] : []),
  ];
  const title = entry.name ?? orderTypeLabel(entry.orderType);

  return (
    <Card component="article" variant="outlined" aria-labelledby={headingId} id={cardId} ref={cardRef}>
      <CardContent>
        <Typography variant="h6" component="h3" id={headingId} ref={headingRef} tabIndex={-1}>
          {title}
        </Typography>
        <DescriptionList items={details} />
        <QueryState query={order} what={t`ordrelinjene`} loadingText={t`Henter ordrelinjene...`}>
          {(found) => <OrderLines title={title} lines={found.orderLines} />}
        </QueryState>
        <Typography variant="subtitle1" component="h4" sx={{ mt: 2, fontWeight: 700 }}>
          <Trans>Dokumenter</Trans>
        </Typography>
        <DocumentList
          documents={documents.data}
          failure={loadFailureOf(documents, t`dokumentene`)}
          label={t`Dokumenter for ${title}`}
          loadContent={(name) => queryClient.query(orderDocumentContentQuery(accountId, entry.orderId, name))}
          context={{ location: 'Bestillinger: dokument', orderId: entry.orderId }}
        />
        {isAwaitingSignature(entry) && (
          <Box sx={{ mt: 2 }}>
            <Typography sx={{ mb: 1 }}>
              <Trans>Bestillingen venter på din signatur.</Trans>
            </Typography>
            <Button
              variant="contained"
              loading={sign.isPending}
              onClick={() => {
                if (!sign.isPending) sign.mutate();
              }}
              aria-label={t`Signer bestilling: ${title}`}
            >
              <Trans>Signer bestilling</Trans>
            </Button>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}

function OrderLines({ title, lines }: { title: string; lines: OrderLine[] }) {
  const { t } = useLingui();
  if (lines.length === 0)
    return (
      <Typography>
        <Trans>Bestillingen har ingen linjer ennå.</Trans>
      </Typography>
    );
  return (
    <PriceLinesTable
      caption={t`Ordrelinjer for ${title}, eks. mva`}
      lines={lines.map((line, index) => ({
        key: `${line.productId}-${String(index)}`,
        label: lineName(line),
        quantity: line.quantity,
        // A plant order line stays at 0 until the cooperative prices it.
        unitPrice: line.price === 0 ? null : line.price,
      }))}
    />
  );
}
