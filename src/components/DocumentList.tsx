import { useId, useRef, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import type { Document } from '../api/generated/model';
import { base64ToBlob, contentTypeForFileName } from '../domain/files';
import { formatDate } from '../domain/format';
import { reportError } from '../telemetry/errorTracking';
import { FileActionButtons } from './FileActionButtons';
import { LoadError, type LoadFailure } from './LoadError';
import { LoadingSpinner } from './LoadingSpinner';
import { PdfPreview } from './PdfPreview';

/**
 * The document list of spec §2.3: each file with its date, 'Last ned' and, for a PDF, 'Vis' (an inline
 * preview under the file). The content is fetched only when asked for. A failed fetch is reported to error
 * tracking with the caller's context (spec §8) and said inline, where it happened.
 */

export const DOCUMENT_FAILED_TEXT = 'Vi klarte ikke å hente dokumentet. Prøv igjen.';
export const DOWNLOAD_ERROR_LOCATION = 'Dokumentliste: nedlasting';
export const PREVIEW_ERROR_LOCATION = 'Dokumentliste: forhåndsvisning';

/** How long a downloaded file's object URL is kept: the browser must have started saving it by then. */
const DOWNLOAD_URL_LIFETIME_MS = 40_000;

/** Saves a file on the user's device, as a click on a download link would. */
export function saveFile(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.hidden = true;
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    setTimeout(() => {
      URL.revokeObjectURL(url);
    }, DOWNLOAD_URL_LIFETIME_MS);
  }
}

/** A file that can be fetched: `key` tells the files of one list apart, `fileName` is what the user sees. */
export interface FileSource {
  key: string;
  fileName: string;
  load: () => Promise<Document>;
}

export interface FileActionState {
  busy: 'download' | 'preview' | null;
  failed: boolean;
}

export interface OpenPreview {
  key: string;
  fileName: string;
  blob: Blob;
}

const IDLE: FileActionState = { busy: null, failed: false };

/**
 * Download and preview of fetched files, with a state per file (fetching, failed) and at most one preview
 * open. Shared by the document list and pages that show files in their own layout (a table).
 */
export function useFileActions(context: Record<string, unknown>) {
  const [states, setStates] = useState<Readonly<Record<string, FileActionState>>>({});
  const [preview, setPreview] = useState<OpenPreview | null>(null);

  const setState = (key: string, state: FileActionState) => {
    setStates((previous) => ({ ...previous, [key]: state }));
  };

  const fetchFile = async (source: FileSource, kind: 'download' | 'preview') => {
    setState(source.key, { busy: kind, failed: false });
    try {
      const file = await source.load();
      if (!file.fileContent) throw new Error(`Dokumentet ${source.fileName} kom uten innhold`);
      const blob = base64ToBlob(file.fileContent, contentTypeForFileName(source.fileName));
      if (kind === 'download') saveFile(source.fileName, blob);
      else setPreview({ key: source.key, fileName: source.fileName, blob });
      setState(source.key, IDLE);
    } catch (error) {
      reportError(error, { location: DOWNLOAD_ERROR_LOCATION, fileName: source.fileName, ...context });
      setState(source.key, { busy: null, failed: true });
    }
  };

  return {
    stateOf: (key: string): FileActionState => states[key] ?? IDLE,
    preview,
    download: (source: FileSource) => fetchFile(source, 'download'),
    openPreview: (source: FileSource) => fetchFile(source, 'preview'),
    closePreview: () => {
      setPreview(null);
    },
    /** For PdfPreview's onError: the file came, but could not be drawn. */
    reportPreviewError: (fileName: string, error: unknown) => {
      reportError(error, { location: PREVIEW_ERROR_LOCATION, fileName, ...context });
    },
  };
}

export type FileActions = ReturnType<typeof useFileActions>;

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

export function DocumentList({
  documents,
  loadContent,
  context,
  emptyText = 'Ingen dokumenter',
  label,
  renderDetails,
  failure,
}: DocumentListProps) {
  const actions = useFileActions(context);
  const previewButtons = useRef(new Map<string, HTMLButtonElement>());
  const idPrefix = useId();

  const registerPreviewButton = (key: string, button: HTMLButtonElement | null) => {
    if (button) previewButtons.current.set(key, button);
    else previewButtons.current.delete(key);
  };

  if (failure) return <LoadError what={failure.what} onRetry={failure.onRetry} />;
  if (documents === undefined) return <LoadingSpinner text="Laster dokumenter..." />;
  if (documents.length === 0) return <Typography sx={{ py: 1 }}>{emptyText}</Typography>;

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
        const previewId = `${idPrefix}-forhandsvisning-${String(index)}`;
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
                    Opprettet {date}
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
                Henter {item.name}...
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
