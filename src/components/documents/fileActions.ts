import { useState } from 'react';
import type { Document } from '../../api/generated/model';
import { base64ToBlob, contentTypeForFileName } from '../../domain/files';
import { reportError } from '../../telemetry/errorTracking';

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
