import { useId, type FocusEventHandler, type ReactNode, type Ref } from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { Trans, useLingui } from '@lingui/react/macro';
import { visuallyHidden } from './visuallyHidden';

/** Spec §5 and §9: a comment holds at most 500 characters unless told otherwise. */
export const COMMENT_MAX_LENGTH = 500;

export interface CommentBoxProps {
  label: string;
  value: string;
  /** Called with the new text, already cut to `maxLength`. */
  onChange: (value: string) => void;
  name?: string;
  maxLength?: number;
  /** Extra help under the field, shown before the counter. */
  helperText?: ReactNode;
  error?: boolean;
  required?: boolean;
  disabled?: boolean;
  minRows?: number;
  onBlur?: FocusEventHandler<HTMLTextAreaElement | HTMLInputElement>;
  inputRef?: Ref<HTMLTextAreaElement | HTMLInputElement>;
}

/**
 * A multiline comment field with a visible 'n / 500 tegn' counter (tied to the field with aria-describedby).
 * It never holds more than `maxLength` characters: typing stops at the limit and pasted text is cut.
 */
export function CommentBox({
  label,
  value,
  onChange,
  name,
  maxLength = COMMENT_MAX_LENGTH,
  helperText,
  error = false,
  required = false,
  disabled = false,
  minRows = 4,
  onBlur,
  inputRef,
}: CommentBoxProps) {
  const id = useId();
  const { t } = useLingui();
  /* eslint-disable lingui/no-unlocalized-strings -- ids, not texts */
  const counterId = `${id}-teller`;
  const helpId = `${id}-hjelp`;
  /* eslint-enable lingui/no-unlocalized-strings */
  const shown = value.length > maxLength ? value.slice(0, maxLength) : value;
  const length = shown.length;
  const atLimit = length >= maxLength;
  const describedBy = helperText ? `${helpId} ${counterId}` : counterId;

  return (
    <Box>
      <TextField
        id={id}
        label={label}
        name={name}
        value={shown}
        onChange={(event) => {
          onChange(event.target.value.slice(0, maxLength));
        }}
        onBlur={onBlur}
        inputRef={inputRef}
        error={error}
        required={required}
        disabled={disabled}
        multiline
        minRows={minRows}
        fullWidth
        slotProps={{ htmlInput: { maxLength, 'aria-describedby': describedBy } }}
      />
      <Box
        sx={{
          display: 'flex',
          justifyContent: 'space-between',
          gap: 2,
          mt: 0.5,
          mx: 1.75,
          typography: 'caption',
          color: error ? 'error.main' : 'text.secondary',
        }}
      >
        {helperText ? <Box id={helpId}>{helperText}</Box> : <span />}
        <Box id={counterId} sx={{ flexShrink: 0, fontWeight: atLimit ? 700 : undefined }}>
          <Trans>
            {length} / {maxLength} tegn
          </Trans>
        </Box>
      </Box>
      {/* Announced once, when the limit is reached, rather than on every keystroke. */}
      <Box role="status" sx={visuallyHidden}>
        {atLimit ? t`Du har nådd grensen på ${maxLength} tegn.` : ''}
      </Box>
    </Box>
  );
}
