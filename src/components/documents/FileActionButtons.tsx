import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useLingui } from '@lingui/react/macro';
import DownloadIcon from '@mui/icons-material/Download';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { isPdf } from '../../domain/files';
import type { FileActions, FileActionState, FileSource } from './fileActions';
import { visuallyHidden } from '../visuallyHidden';

export interface FileActionButtonsProps {
  source: FileSource;
  /** The file's state from `useFileActions` (`actions.stateOf(source.key)`). */
  state: FileActionState;
  actions: Pick<FileActions, 'openPreview' | 'closePreview' | 'download'>;
  /** Whether this file's preview is the one open. */
  previewOpen: boolean;
  /** The id of the element the open preview is shown in (the 'Vis' button's aria-controls). */
  previewId: string;
  /**
   * Called with the 'Vis' button when it mounts and with null when it unmounts, so focus can be moved back to
   * it when the preview closes.
   */
  registerPreviewButton: (key: string, button: HTMLButtonElement | null) => void;
  /** The preview button's visible label; 'Vis' by default. */
  showLabel?: string;
  /** The download button's visible label; 'Last ned' by default. */
  downloadLabel?: string;
  /** Said after the preview button's label to screen readers only; the file name by default. */
  previewHiddenText?: string;
  /** Said after the download button's label to screen readers only; the file name by default. */
  downloadHiddenText?: string;
  /** Keeps each button's label on one line (e.g. in a table cell). */
  noWrap?: boolean;
}

/**
 * A file's 'Vis' (inline preview, only for a PDF) and 'Last ned' buttons, driven by `useFileActions`. Each
 * button's accessible name tells the file apart from the others in the list.
 */
export function FileActionButtons({
  source,
  state,
  actions,
  previewOpen,
  previewId,
  registerPreviewButton,
  showLabel,
  downloadLabel,
  previewHiddenText = source.fileName,
  downloadHiddenText = source.fileName,
  noWrap = false,
}: FileActionButtonsProps) {
  const { t } = useLingui();
  const buttonSx = noWrap ? { whiteSpace: 'nowrap' } : undefined;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      {isPdf(source.fileName) && (
        <Button
          variant="outlined"
          size="small"
          ref={(button: HTMLButtonElement | null) => {
            registerPreviewButton(source.key, button);
          }}
          startIcon={<VisibilityIcon aria-hidden="true" />}
          loading={state.busy === 'preview'}
          loadingPosition="start"
          disabled={state.busy !== null}
          aria-expanded={previewOpen}
          aria-controls={previewOpen ? previewId : undefined}
          onClick={() => {
            if (previewOpen) actions.closePreview();
            else void actions.openPreview(source);
          }}
          sx={buttonSx}
        >
          {showLabel ?? t`Vis`}
          <Box component="span" sx={visuallyHidden}>
            {` ${previewHiddenText}`}
          </Box>
        </Button>
      )}
      {/* A download is a secondary action (docs/design.md): a list of eight filled 'Last ned' was a page of
          primary buttons. */}
      <Button
        variant="outlined"
        size="small"
        startIcon={<DownloadIcon aria-hidden="true" />}
        loading={state.busy === 'download'}
        loadingPosition="start"
        disabled={state.busy !== null}
        onClick={() => {
          void actions.download(source);
        }}
        sx={buttonSx}
      >
        {downloadLabel ?? t`Last ned`}
        <Box component="span" sx={visuallyHidden}>
          {` ${downloadHiddenText}`}
        </Box>
      </Button>
    </Box>
  );
}
