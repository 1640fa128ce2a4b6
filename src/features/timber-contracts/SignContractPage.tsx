import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { showToast } from '../../components/toasts/toasts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import { BackButton } from '../../components/BackButton';
import { QueryState } from '../../components/QueryState';
import { PdfPreview } from '../../components/PdfPreview';
import { base64ToBlob, contentTypeForFileName, isPdf } from '../../domain/files';
import { useUserData } from '../../session/hooks';
import { reportError } from '../../telemetry/errorTracking';
import { contractDocumentContentQuery, contractDocumentsQuery, useSignContract } from './api';
import { PATHS } from '../../paths';
import { ContractJourney } from './ContractJourney';
import { ContractKeyTerms } from './ContractKeyTerms';
import { WithChosenContract, type ChosenContract } from './chosenContract';
import { isUnsigned } from '../../domain/contractRules';
import { serviceOffice } from '../../config';

type DecodedDocument = { ok: true; blob: Blob } | { ok: false; error: unknown };

/** /timberContract/signContract: read the contract, then sign it (PUT /contracts/sign). */
export function SignContractPage() {
  return (
    <>
      <BackButton to={PATHS.contracts} />
      <Typography variant="h4" component="h1" gutterBottom>
        <Trans>Les og signer avtale</Trans>
      </Typography>
      <WithChosenContract>{(chosen) => <SignContract {...chosen} />}</WithChosenContract>
    </>
  );
}

function SignContract({ contract, accountId }: ChosenContract) {
  const { t } = useLingui();
  const { contractNumber } = contract;
  const phone = serviceOffice().phone;
  const user = useUserData();
  const navigate = useNavigate();
  const [hasRead, setHasRead] = useState(false);
  const documents = useQuery(contractDocumentsQuery(accountId, contract.contractId));
  const contractDocument = documents.data?.find((document) => isPdf(document.name)) ?? documents.data?.[0];
  const content = useQuery({
    ...contractDocumentContentQuery(accountId, contract.contractId, contractDocument?.name ?? ''),
    enabled: contractDocument !== undefined,
  });

  // Decoded once per document, not on every render (ticking the checkbox re-renders the page). The API
  // should send base64; if it does not, the page says so instead of crashing.
  const fileContent = content.data?.fileContent;
  const documentName = contractDocument?.name;
  const decoded = useMemo((): DecodedDocument | null => {
    if (documentName === undefined || !fileContent) return null;
    try {
      return { ok: true, blob: base64ToBlob(fileContent, contentTypeForFileName(documentName)) };
    } catch (error) {
      return { ok: false, error };
    }
  }, [documentName, fileContent]);
  useEffect(() => {
    if (decoded?.ok !== false) return;
    reportError(decoded.error, {
      location: 'Tømmerkontrakter: vis avtaledokument',
      contractId: contract.contractId,
      fileName: documentName,
    });
  }, [decoded, contract.contractId, documentName]);

  const sign = useSignContract(accountId, contract.contractId, user.contactId, {
    onSuccess: (signed) => {
      const signedNumber = signed.contractNumber;
      showToast(t`Kontrakt ${signedNumber} er signert`, { variant: 'success' });
      void navigate(PATHS.contracts);
    },
    onError: (error) => {
      reportError(error, { location: 'Tømmerkontrakter: signer avtale', contractId: contract.contractId });
    },
  });

  return (
    <>
      <Typography gutterBottom>
        <Trans>Kontrakt {contractNumber}</Trans>
      </Typography>
      <ContractJourney contract={contract} />
      {!isUnsigned(contract) ? (
        <Alert severity="info">
          <Trans>Denne kontrakten er allerede signert.</Trans>
        </Alert>
      ) : (
        <>
          <QueryState
            query={documents}
            what={t`avtalen`}
            loadingText={t`Henter avtalen...`}
            isEmpty={() => !contractDocument}
            empty={
              <Alert severity="warning">
                <Trans>Avtaledokumentet er ikke klart ennå. Kontakt kundeservice om du vil signere nå.</Trans>
              </Alert>
            }
          >
            {() => (
              <QueryState query={content} what={t`avtaledokumentet`} loadingText={t`Henter avtalen...`}>
                {() => (
                  <>
                    {contractDocument && decoded?.ok === true && (
                      <PdfPreview fileName={contractDocument.name} data={decoded.blob} />
                    )}
                    {decoded?.ok === false && (
                      <Alert severity="error" sx={{ my: 2 }}>
                        <Trans>
                          Avtaledokumentet er skadet og kan ikke vises. Kontakt kundeservice på {phone}.
                        </Trans>
                      </Alert>
                    )}
                  </>
                )}
              </QueryState>
            )}
          </QueryState>
          <ContractKeyTerms contract={contract} accountId={accountId} />
          <FormControlLabel
            sx={{ mt: 2, display: 'flex' }}
            control={
              <Checkbox
                checked={hasRead}
                onChange={(event) => {
                  setHasRead(event.target.checked);
                }}
              />
            }
            label={t`Jeg har lest avtalen og godtar vilkårene i den`}
          />
          {sign.isError && (
            <Alert severity="error" sx={{ my: 2 }}>
              <Trans>Vi klarte ikke å signere avtalen. Prøv igjen.</Trans>
            </Alert>
          )}
          <Button
            variant="contained"
            size="large"
            disabled={!hasRead}
            loading={sign.isPending}
            onClick={() => {
              sign.mutate();
            }}
            sx={{ mt: 1 }}
          >
            <Trans>Signer avtalen</Trans>
          </Button>
        </>
      )}
    </>
  );
}
