import { useId, useState, type ChangeEvent } from 'react';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import type { Attachment } from '../../api/generated/model';
import { DateTimeField, type DateTimeProblem } from '../../components/date-picker';
import { visuallyHidden } from '../../components/visuallyHidden';
import {
  ATTACHMENT_MAX_BYTES,
  attachmentFromDataUrl,
  reminderBounds,
  sendTimeBounds,
  SMS_MAX_LENGTH,
  type AttachmentProblem,
} from '../../domain/arrangementNotification';
import { ATTACHMENT_ACCEPT } from '../../domain/attachmentTypes';
import {
  defaultReminder,
  FIELD_IDS,
  withChannel,
  type DateTimeFieldName,
  type FormErrors,
  type NotificationDraft,
} from './arrangementForm';
import { attachmentProblemMessage } from './notificationTexts';

const CHANNELS = [
  { channel: 'sms', label: msg`SMS`, chosen: (notification: NotificationDraft) => notification.sendSMS },
  { channel: 'mail', label: msg`E-post`, chosen: (notification: NotificationDraft) => notification.sendMail },
] as const;

/** Why a chosen file is not attached: the domain's reasons, or the browser could not read it. */
type AttachmentRefusal = AttachmentProblem | 'unreadable';

const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      resolve(typeof reader.result === 'string' ? reader.result : '');
    };
    reader.onerror = () => {
      reject(reader.error ?? new Error('Kunne ikke lese filen'));
    };
    reader.readAsDataURL(file);
  });

/**
 * The SMS / e-mail notification of an arrangement (spec §2.3, §4, §5): when it goes out, an optional SMS
 * reminder, the texts of the chosen channels and an attachment. Errors show after a save attempt (`errors`);
 * what the file chooser refuses shows at once.
 */
export function NotificationForm({
  notification,
  onChange,
  startDate,
  now,
  errors,
  onDateProblem,
  attachment,
  onAttachment,
}: {
  notification: NotificationDraft;
  onChange: (next: NotificationDraft) => void;
  /** The arrangement's start, '' while unknown: it bounds the send time and the reminder. */
  startDate: string;
  now: Date;
  errors: FormErrors;
  onDateProblem: (field: DateTimeFieldName, problem: DateTimeProblem | null) => void;
  attachment: Attachment | null;
  onAttachment: (attachment: Attachment | null) => void;
}) {
  const { t, i18n } = useLingui();
  const smsCounterId = useId();
  const attachmentHintId = useId();
  const attachmentErrorId = useId();
  // What the chooser refused, said in the active language when shown.
  const [attachmentProblem, setAttachmentProblem] = useState<AttachmentRefusal | null>(null);
  const [reading, setReading] = useState(false);
  // A new input forgets the file it showed, once the attachment is removed or refused.
  const [fileInputKey, setFileInputKey] = useState(0);
  const clearFileInput = () => {
    setFileInputKey((key) => key + 1);
  };
  const sendBounds = startDate === '' ? null : sendTimeBounds(startDate, now);
  // The latest reminder follows from the start alone; the earliest needs the send time too.
  const remindBounds =
    startDate === '' ? null : reminderBounds(notification.sendTime || startDate, startDate);
  const earliestReminder = notification.sendTime === '' ? undefined : remindBounds?.earliest;
  const update = (patch: Partial<NotificationDraft>) => {
    onChange({ ...notification, ...patch });
  };
  const smsLength = notification.textSMS.length;
  const smsOver = smsLength - SMS_MAX_LENGTH;
  const attachmentName = attachment?.name ?? '';

  const chooseFile = async (file: File | undefined) => {
    setAttachmentProblem(null);
    if (!file) return;
    // Too large is known from the size alone: no need to read 3 MB to refuse it.
    if (file.size > ATTACHMENT_MAX_BYTES) {
      onAttachment(null);
      clearFileInput();
      setAttachmentProblem('tooLarge');
      return;
    }
    setReading(true);
    try {
      const outcome = attachmentFromDataUrl(file.name, await readAsDataUrl(file));
      if ('problem' in outcome) {
        onAttachment(null);
        clearFileInput();
        setAttachmentProblem(outcome.problem);
      } else {
        onAttachment(outcome.attachment);
      }
    } catch {
      onAttachment(null);
      setAttachmentProblem('unreadable');
    } finally {
      setReading(false);
    }
  };

  return (
    <Stack spacing={2.5}>
      <DateTimeField
        id={FIELD_IDS.sendTime}
        label={t`Sendes`}
        value={notification.sendTime === '' ? null : notification.sendTime}
        onChange={(value, problem) => {
          update({ sendTime: value ?? '' });
          onDateProblem('sendTime', problem);
        }}
        minDateTime={sendBounds?.earliest}
        maxDateTime={sendBounds?.latest}
        required
        error={errors.sendTime}
        helperText={t`Tidligst i morgen, og senest to dager før arrangementet. Hel eller halv time.`}
      />

      <FormControl component="fieldset" error={errors.channels !== undefined} id={FIELD_IDS.channels}>
        <FormLabel component="legend">
          <Trans>Send som</Trans>
        </FormLabel>
        <FormGroup row>
          {CHANNELS.map(({ channel, label, chosen }) => (
            <FormControlLabel
              key={channel}
              control={
                <Checkbox
                  checked={chosen(notification)}
                  onChange={(event) => {
                    onChange(withChannel(notification, channel, event.target.checked));
                  }}
                />
              }
              label={i18n._(label)}
            />
          ))}
        </FormGroup>
        {errors.channels && <FormHelperText>{errors.channels}</FormHelperText>}
      </FormControl>

      {notification.sendSMS && (
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
          <Typography component="legend" sx={{ fontWeight: 700, mb: 1.5 }}>
            <Trans>SMS</Trans>
          </Typography>
          <Stack spacing={2.5}>
            <TextField
              id={FIELD_IDS.textSMS}
              label={t`Tekst i SMS-en`}
              value={notification.textSMS}
              onChange={(event) => {
                update({ textSMS: event.target.value });
              }}
              required
              multiline
              minRows={3}
              error={errors.textSMS !== undefined || smsLength > SMS_MAX_LENGTH}
              helperText={errors.textSMS}
              slotProps={{
                htmlInput: {
                  'aria-describedby': errors.textSMS
                    ? `${FIELD_IDS.textSMS}-helper-text ${smsCounterId}`
                    : smsCounterId,
                },
              }}
            />
            <Typography
              id={smsCounterId}
              variant="body2"
              aria-live="polite"
              sx={{
                mt: '4px !important',
                color: smsLength > SMS_MAX_LENGTH ? 'error.main' : 'text.secondary',
              }}
            >
              {smsLength > SMS_MAX_LENGTH
                ? plural(smsOver, {
                    one: `# tegn for mye (høyst ${SMS_MAX_LENGTH})`,
                    other: `# tegn for mye (høyst ${SMS_MAX_LENGTH})`,
                  })
                : t`${smsLength} av ${SMS_MAX_LENGTH} tegn`}
            </Typography>
            {notification.reminder === null ? (
              <Box>
                <Button
                  variant="outlined"
                  disabled={startDate === ''}
                  onClick={() => {
                    update({ reminder: defaultReminder(startDate) });
                  }}
                >
                  <Trans>Legg til påminnelse</Trans>
                </Button>
                <FormHelperText>
                  {startDate === ''
                    ? t`Velg når arrangementet starter først.`
                    : t`En påminnelse på SMS, som standard dagen før arrangementet.`}
                </FormHelperText>
              </Box>
            ) : (
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}>
                <DateTimeField
                  id={FIELD_IDS.reminder}
                  label={t`Påminnelse (SMS)`}
                  value={notification.reminder}
                  onChange={(value, problem) => {
                    update({ reminder: value ?? '' });
                    onDateProblem('reminder', problem);
                  }}
                  minDateTime={earliestReminder}
                  maxDateTime={remindBounds?.latest}
                  error={errors.reminder}
                  helperText={t`Tidligst dagen etter varslingen, og senest dagen før arrangementet.`}
                />
                <Button
                  onClick={() => {
                    update({ reminder: null });
                    onDateProblem('reminder', null);
                  }}
                  sx={{ mt: 1 }}
                >
                  <Trans>Fjern påminnelse</Trans>
                </Button>
              </Box>
            )}
          </Stack>
        </Box>
      )}

      {notification.sendMail && (
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
          <Typography component="legend" sx={{ fontWeight: 700, mb: 1.5 }}>
            <Trans>E-post</Trans>
          </Typography>
          <Stack spacing={2.5}>
            <TextField
              id={FIELD_IDS.subjectEmail}
              label={t`Emne`}
              value={notification.subjectEmail}
              onChange={(event) => {
                update({ subjectEmail: event.target.value });
              }}
              required
              error={errors.subjectEmail !== undefined}
              helperText={errors.subjectEmail}
            />
            <TextField
              id={FIELD_IDS.textMail}
              label={t`Tekst i e-posten`}
              value={notification.textMail}
              onChange={(event) => {
                update({ textMail: event.target.value });
              }}
              required
              multiline
              minRows={4}
              error={errors.textMail !== undefined}
              helperText={errors.textMail}
            />
          </Stack>
        </Box>
      )}

      <Box>
        <Typography component="label" htmlFor="varsling-vedlegg" sx={{ display: 'block', fontWeight: 700 }}>
          <Trans>Vedlegg</Trans>
        </Typography>
        <Typography id={attachmentHintId} variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
          <Trans>PDF, bilde, Word, Excel eller ZIP, høyst 2 MB.</Trans>
        </Typography>
        {/* The chooser is the platform's, with the portal's face: the input keeps focus and keyboard use, the
            label beside it is what shows (and opens the chooser on a click). */}
        <Box
          sx={{
            '& input:focus-visible + label': {
              outline: '3px solid',
              outlineColor: 'primary.main',
              outlineOffset: 2,
            },
          }}
        >
          <Box
            component="input"
            key={fileInputKey}
            id="varsling-vedlegg"
            type="file"
            accept={ATTACHMENT_ACCEPT}
            aria-describedby={
              attachmentProblem ? `${attachmentHintId} ${attachmentErrorId}` : attachmentHintId
            }
            aria-invalid={attachmentProblem !== null}
            onChange={(event: ChangeEvent<HTMLInputElement>) => {
              void chooseFile(event.target.files?.[0]);
            }}
            sx={visuallyHidden}
          />
          <Button
            component="label"
            htmlFor="varsling-vedlegg"
            variant="outlined"
            role={undefined}
            tabIndex={-1}
            startIcon={<AttachFileIcon />}
          >
            {attachment ? t`Velg en annen fil` : t`Velg fil`}
          </Button>
        </Box>
        {attachmentProblem && (
          <Alert id={attachmentErrorId} severity="error" sx={{ mt: 1 }}>
            {attachmentProblem === 'unreadable'
              ? t`Vi klarte ikke å lese filen. Prøv igjen, eller velg en annen fil.`
              : attachmentProblemMessage(attachmentProblem)}
          </Alert>
        )}
        {reading && (
          <Typography variant="body2">
            <Trans>Leser filen...</Trans>
          </Typography>
        )}
        {attachment && !attachmentProblem && (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1, flexWrap: 'wrap' }}>
            <Typography variant="body2">
              <Trans>Vedlagt: {attachmentName}</Trans>
            </Typography>
            <Button
              size="small"
              onClick={() => {
                onAttachment(null);
                clearFileInput();
              }}
              aria-label={t`Fjern vedlegget ${attachmentName}`}
            >
              <Trans>Fjern</Trans>
            </Button>
          </Box>
        )}
      </Box>
    </Stack>
  );
}
