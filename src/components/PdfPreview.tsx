import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type * as PdfJs from 'pdfjs-dist';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import DownloadIcon from '@mui/icons-material/Download';
import OpenInFullIcon from '@mui/icons-material/OpenInFull';
import { Trans, useLingui } from '@lingui/react/macro';
import { contentTypeForFileName } from '../domain/files';
import { portalScriptUrl } from '../security/trustedTypes';
import { visuallyHidden } from './visuallyHidden';

/**
 * An inline PDF preview (spec §2.3 document list): every page drawn on a canvas with pdf.js, scaled to the
 * width of the preview, plus a 'Last ned' link to the same file. pdf.js is heavy, so it is loaded only when a
 * preview opens. Where it cannot draw the file (a broken PDF, a browser without canvas, the test DOM), the
 * preview says so and the file can still be downloaded.
 */
export interface PdfPreviewProps {
  fileName: string;
  data: Blob | Uint8Array;
  /** Shows 'Lukk forhåndsvisning' when given. */
  onClose?: () => void;
  /** Told when the file could not be drawn (for error tracking; the preview shows the message itself). */
  onError?: (error: unknown) => void;
}

type PdfJsModule = typeof PdfJs;
type DocumentParameters = NonNullable<Parameters<PdfJsModule['getDocument']>[0]>;

let pdfJsLoading: Promise<PdfJsModule> | undefined;

/**
 * pdf.js and its worker, loaded once on first use. The worker is a file of this site (Vite's `?url` import),
 * which the CSP's worker-src 'self' allows; the portal starts it itself, through its Trusted Types policy, and
 * hands pdf.js the port (pdf.js would start it from a plain string, which Trusted Types refuse).
 */
function loadPdfJs(): Promise<PdfJsModule> {
  pdfJsLoading ??= (async () => {
    const [pdfjs, worker] = await Promise.all([
      import('pdfjs-dist'),
      import('pdfjs-dist/build/pdf.worker.min.mjs?url'),
    ]);
    // lib.dom's Worker takes string | URL; browsers with Trusted Types take (and require) a TrustedScriptURL.
    const scriptUrl = portalScriptUrl(worker.default) as string;
    pdfjs.GlobalWorkerOptions.workerPort = new Worker(scriptUrl, { type: 'module' });
    return pdfjs;
  })().catch((error: unknown) => {
    pdfJsLoading = undefined; // a failed chunk load (e.g. offline) is tried again next time
    throw error;
  });
  return pdfJsLoading;
}

/** Width used when the preview has no layout width yet (or none at all, as in a test DOM). */
const FALLBACK_WIDTH = 800;
/** Sharp on high-density screens, without huge canvases on 3× phones. */
const MAX_PIXEL_RATIO = 2;

const toBytes = async (data: Blob | Uint8Array): Promise<Uint8Array> =>
  // pdf.js takes over (transfers) the buffer it is given, so it gets a copy, never the caller's bytes.
  data instanceof Blob ? new Uint8Array(await data.arrayBuffer()) : data.slice();

/** Object URLs in use, with how many mounted components use each (see `useObjectUrl`). */
const objectUrlUsers = new Map<string, number>();

/**
 * An object URL for `blob`, revoked when the component unmounts or gets another blob. The URL exists from
 * the first render on, so a link can use it at once. Revoking waits a tick and checks that nobody took the
 * URL up again: React's development mode unmounts and remounts every component once, which must not leave
 * the link with a revoked URL.
 */
export function useObjectUrl(blob: Blob): string {
  const url = useMemo(() => URL.createObjectURL(blob), [blob]);
  useEffect(() => {
    objectUrlUsers.set(url, (objectUrlUsers.get(url) ?? 0) + 1);
    return () => {
      const users = (objectUrlUsers.get(url) ?? 1) - 1;
      if (users > 0) {
        objectUrlUsers.set(url, users);
        return;
      }
      objectUrlUsers.delete(url);
      setTimeout(() => {
        if (!objectUrlUsers.has(url)) URL.revokeObjectURL(url);
      }, 0);
    };
  }, [url]);
  return url;
}

interface Loaded {
  source: Blob | Uint8Array;
  document: PdfJs.PDFDocumentProxy | null;
  failed: boolean;
  renderedPages: number;
}

export function PdfPreview({ fileName, data, onClose, onError }: PdfPreviewProps) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const onErrorRef = useRef(onError);
  useEffect(() => {
    onErrorRef.current = onError;
  });

  // Everything below belongs to the current `data`; what was loaded for earlier data counts as nothing yet.
  const current = loaded?.source === data ? loaded : null;
  const pdf = current?.document ?? null;
  const failed = current?.failed ?? false;
  const renderedPages = current?.renderedPages ?? 0;
  const pageCount = pdf?.numPages ?? 0;
  const done = failed || (pdf !== null && renderedPages >= pageCount);

  const fail = useCallback(
    (error: unknown) => {
      setLoaded((previous) => ({
        source: data,
        document: previous?.source === data ? previous.document : null,
        failed: true,
        renderedPages: 0,
      }));
      onErrorRef.current?.(error);
    },
    [data],
  );

  useEffect(() => {
    const stop = new AbortController();
    const stopped = () => stop.signal.aborted;
    let task: PdfJs.PDFDocumentLoadingTask | undefined;
    void (async () => {
      const bytes = await toBytes(data);
      const pdfjs = await loadPdfJs();
      if (stopped()) return;
      const parameters: DocumentParameters & { isEvalSupported: boolean } = {
        data: bytes,
        // Under the CSP (script-src 'self') nothing may be evaluated. pdf.js 6 has no eval left and ignores
        // this option; it is kept so an older pdf.js can never fall back to eval.
        isEvalSupported: false,
        // The CSP has no 'wasm-unsafe-eval': use pdf.js's JavaScript code paths instead of WebAssembly.
        useWasm: false,
        enableXfa: false,
      };
      task = pdfjs.getDocument(parameters);
      const document = await task.promise;
      if (stopped()) return;
      setLoaded({ source: data, document, failed: false, renderedPages: 0 });
    })().catch((error: unknown) => {
      if (!stopped()) fail(error);
    });
    return () => {
      stop.abort();
      void task?.destroy();
    };
  }, [data, fail]);

  const pageRendered = useCallback(() => {
    setLoaded((previous) =>
      previous?.source === data ? { ...previous, renderedPages: previous.renderedPages + 1 } : previous,
    );
  }, [data]);

  const downloadBlob = useMemo(
    () =>
      data instanceof Blob ? data : new Blob([data.slice()], { type: contentTypeForFileName(fileName) }),
    [data, fileName],
  );
  const downloadUrl = useObjectUrl(downloadBlob);
  const { t } = useLingui();
  const pageLabel = (page: number) => t`Side ${page} av ${pageCount} i ${fileName}`;

  return (
    <Box
      component="section"
      aria-label={t`Forhåndsvisning av ${fileName}`}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: { xs: 1, sm: 2 }, bgcolor: 'grey.50' }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography sx={{ flex: '1 1 12rem', minWidth: 0, overflowWrap: 'anywhere', fontWeight: 600 }}>
          {fileName}
        </Typography>
        <Button
          component="a"
          href={downloadUrl}
          download={fileName}
          variant="outlined"
          size="small"
          startIcon={<DownloadIcon aria-hidden="true" />}
        >
          <Trans>Last ned</Trans>
          <Box component="span" sx={visuallyHidden}>
            {` ${fileName}`}
          </Box>
        </Button>
        {/* On a phone the drawn pages are too small to read: the browser's own viewer (or the phone's PDF app)
            shows the file on the whole screen, with zoom. */}
        <Button
          component="a"
          href={downloadUrl}
          target="_blank"
          rel="noopener"
          variant="text"
          size="small"
          startIcon={<OpenInFullIcon aria-hidden="true" />}
        >
          <Trans>Åpne i full skjerm</Trans>
          <Box component="span" sx={visuallyHidden}>
            {t`: ${fileName} (åpnes i en ny fane)`}
          </Box>
        </Button>
        {onClose && (
          <Button size="small" startIcon={<CloseIcon aria-hidden="true" />} onClick={onClose}>
            <Trans>Lukk forhåndsvisning</Trans>
          </Button>
        )}
      </Box>

      {!done && (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 2 }}>
          <CircularProgress size={20} aria-hidden="true" />
          <Typography>
            <Trans>Laster forhåndsvisning...</Trans>
          </Typography>
        </Box>
      )}

      {failed ? (
        <Alert severity="warning">
          <Trans>
            Forhåndsvisningen kunne ikke vises. Last ned dokumentet for å åpne det på enheten din.
          </Trans>
        </Alert>
      ) : (
        pdf && (
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
            {Array.from({ length: pageCount }, (_, index) => (
              <PdfPage
                key={index + 1}
                pdf={pdf}
                pageNumber={index + 1}
                label={pageLabel(index + 1)}
                // One page at a time, in order: a long document does not draw everything at once.
                active={index <= renderedPages}
                rendered={index < renderedPages}
                onRendered={pageRendered}
                onError={fail}
              />
            ))}
          </Box>
        )
      )}
    </Box>
  );
}

interface PdfPageProps {
  pdf: PdfJs.PDFDocumentProxy;
  pageNumber: number;
  label: string;
  active: boolean;
  /** Shown only once drawn, so no blank page stands in the way. */
  rendered: boolean;
  onRendered: () => void;
  onError: (error: unknown) => void;
}

function PdfPage({ pdf, pageNumber, label, active, rendered, onRendered, onError }: PdfPageProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!active || !canvas) return;
    const stop = new AbortController();
    const stopped = () => stop.signal.aborted;
    let renderTask: PdfJs.RenderTask | undefined;
    void (async () => {
      const page = await pdf.getPage(pageNumber);
      if (stopped()) return;
      const natural = page.getViewport({ scale: 1 });
      const width = canvas.parentElement?.clientWidth ?? 0;
      const viewport = page.getViewport({ scale: (width > 0 ? width : FALLBACK_WIDTH) / natural.width });
      const ratio = Math.min(window.devicePixelRatio || 1, MAX_PIXEL_RATIO);
      canvas.width = Math.floor(viewport.width * ratio);
      canvas.height = Math.floor(viewport.height * ratio);
      renderTask = page.render({
        canvas,
        viewport,
        transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0],
      });
      await renderTask.promise;
      if (!stopped()) onRendered();
    })().catch((error: unknown) => {
      if (!stopped()) onError(error);
    });
    return () => {
      stop.abort();
      renderTask?.cancel();
    };
  }, [pdf, pageNumber, active, onRendered, onError]);

  return (
    <Box
      component="canvas"
      ref={canvasRef}
      role="img"
      aria-label={label}
      sx={{
        display: rendered ? 'block' : 'none',
        width: '100%',
        height: 'auto',
        bgcolor: 'common.white',
        boxShadow: 1,
      }}
    />
  );
}
