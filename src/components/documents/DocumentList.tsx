import { useId, useRef, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import type { Document } from '../../api/generated/model';
import { formatDate } from '../../domain/format';
import { LoadError, type LoadFailure } from '../LoadError';
import { LoadingSpinner } from '../LoadingSpinner';
import { PdfPreview } from '../PdfPreview';
import { FileActionButtons } from './FileActionButtons';
import { Trans, useLingui } from '@lingui/react/macro';
import { useFileActions, type FileSource } from './fileActions';
import { DOCUMENT_FAILED_TEXT } from './documentFailedText';

export interface DocumentListProps {
  /** undefined while the list is still being fetched. */
  documents: Document[] | undefined;
  /** Fetches one document with its content (base64), by name. */
  loadContent: (name: string) => Promise<Document>;
  /** Added to error reports (e.g. contractId, accountId). */
  context: Record<string, unknown>;
  /** Shown for an empty list; 'Ingen dokumenter' by default. */
  emptyText?: string;
  /** Accessible name of the list, when the heading above it is not enough. */
  label?: string;
  /** More about a document, under its name (e.g. the amount of a settlement). */
  renderDetails?: (document: Document) => ReactNode;
  /** The list could not be fetched: said in its place, with 'Prøv igjen' (see loadFailureOf). */
  failure?: LoadFailure | undefined;
}

/**
 * The document list of spec §2.3: each file with its date, 'Last ned' and, for a PDF, 'Vis' (an inline
 * preview under the file). The content is fetched only when asked for. A failed fetch is reported to error
 * tracking with the caller's context (spec §8) and said inline, where it happened.
 */
export function DocumentList({
  documents,
  loadContent,
  context,
  emptyText,
  label,
  renderDetails,
  failure,
}: DocumentListProps) {
  const actions = useFileActions(context);
  const previewButtons = useRef(new Map<string, HTMLButtonElement>());
  const idPrefix = useId();
  const { t } = useLingui();

  const registerPreviewButton = (key: string, button: HTMLButtonElement | null) => {
    if (button) previewButtons.current.set(key, button);
    else previewButtons.current.delete(key);
  };

  if (failure) return <LoadError what={failure.what} onRetry={failure.onRetry} />;
  if (documents === undefined) return <LoadingSpinner text={t`Laster dokumenter...`} />;
  if (documents.length === 0)
    return <Typography sx={{ py: 1 }}>{emptyText ?? t`Ingen dokumenter`}</Typography>;

  return (
    <List disablePadding aria-label={label} sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
      {documents.map((item, index) => {
        const source: FileSource = {
          key: item.name,
          fileName: item.name,
          load: () => loadContent(item.name),
        };
        const state = actions.stateOf(item.name);
        const previewOpen = actions.preview?.key === item.name;
        // eslint-disable-next-line lingui/no-unlocalized-strings -- an id, not a text
        const previewId = `${idPrefix}-forhandsvisning-${String(index)}`;
        const fileName = item.name;
        const date = formatDate(item.createdDate);
        return (
          <ListItem
            key={item.name}
            divider={index < documents.length - 1}
            sx={{ display: 'block', px: { xs: 1.5, sm: 2 }, py: 1.5 }}
          >
            <Box
              sx={{
                display: 'flex',
                flexWrap: 'wrap',
                alignItems: 'center',
                columnGap: 2,
                rowGap: 1,
              }}
            >
              <Box sx={{ flex: '1 1 14rem', minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{item.name}</Typography>
                {date && (
                  <Typography variant="body2" color="text.secondary">
                    <Trans>Opprettet {date}</Trans>
                  </Typography>
                )}
                {renderDetails?.(item)}
              </Box>
              <FileActionButtons
                source={source}
                state={state}
                actions={actions}
                previewOpen={previewOpen}
                previewId={previewId}
                registerPreviewButton={registerPreviewButton}
              />
            </Box>
            {state.busy !== null && (
              <Typography role="status" variant="body2" sx={{ mt: 1 }}>
                <Trans>Henter {fileName}...</Trans>
              </Typography>
            )}
            {state.failed && (
              <Alert severity="error" sx={{ mt: 1 }}>
                {DOCUMENT_FAILED_TEXT}
              </Alert>
            )}
            {previewOpen && actions.preview && (
              <Box id={previewId} sx={{ mt: 1.5 }}>
                <PdfPreview
                  fileName={actions.preview.fileName}
                  data={actions.preview.blob}
                  onClose={() => {
                    actions.closePreview();
                    previewButtons.current.get(item.name)?.focus();
                  }}
                  onError={(error) => {
                    actions.reportPreviewError(item.name, error);
                  }}
                />
              </Box>
            )}
          </ListItem>
        );
      })}
    </List>
  );
}
