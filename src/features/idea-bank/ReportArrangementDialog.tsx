import { useState } from 'react';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { Arrangement } from '../../api/generated/model';
import { reportError } from '../../telemetry/errorTracking';
import { useReportArrangement } from './api';

const REQUIRED_TEXT = msg`Påkrevd felt`;

interface ReportValues {
  participants: string;
  description: string;
}

function problemsOf(values: ReportValues): Partial<Record<keyof ReportValues, MessageDescriptor>> {
  const participants = values.participants.trim();
  return {
    ...(participants === ''
      ? { participants: REQUIRED_TEXT }
      : !/^\d+$/.test(participants)
        ? { participants: msg`Skriv antallet som et helt tall, for eksempel 25` }
        : {}),
    ...(values.description.trim() === '' ? { description: REQUIRED_TEXT } : {}),
  };
}

/**
 * 'Rapporter arrangement' (spec §2.3, §5): how many came and how it went, both required. On success the
 * parent shows the arrangement as 'Fullført' at once; on failure everything typed stays.
 */
export function ReportArrangementDialog({
  arrangement,
  onReported,
  onClose,
}: {
  arrangement: (Arrangement & { id: string }) | null;
  onReported: (reported: Arrangement & { id: string }) => void;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={arrangement !== null}
      onClose={onClose}
      aria-labelledby="rapporter-arrangement-tittel"
      maxWidth="sm"
      fullWidth
    >
      {arrangement && (
        <ReportForm
          key={arrangement.id}
          arrangement={arrangement}
          onReported={onReported}
          onClose={onClose}
        />
      )}
    </Dialog>
  );
}

function ReportForm({
  arrangement,
  onReported,
  onClose,
}: {
  arrangement: Arrangement & { id: string };
  onReported: (reported: Arrangement & { id: string }) => void;
  onClose: () => void;
}) {
  const { t, i18n } = useLingui();
  const [values, setValues] = useState<ReportValues>({
    participants: '',
    description: arrangement.description ?? '',
  });
  const [attempted, setAttempted] = useState(false);
  const problems = attempted ? problemsOf(values) : {};
  const report = useReportArrangement(arrangement.id, {
    onSuccess: (_answer, body) => {
      onReported({ ...arrangement, ...body, status: 3 });
    },
    onError: (error) => {
      reportError(error, { location: 'Idébank: rapporter arrangement', arrangementId: arrangement.id });
    },
  });

  const submit = () => {
    setAttempted(true);
    if (Object.keys(problemsOf(values)).length > 0 || report.isPending) return;
    report.mutate({
      participants: Number(values.participants.trim()),
      description: values.description.trim(),
    });
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <DialogTitle id="rapporter-arrangement-tittel">
        <Trans>Rapporter arrangement</Trans>
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <div>{arrangement.title}</div>
          {Object.keys(problems).length > 0 && (
            <Alert severity="error" role="alert">
              <Trans>Alle feltene er obligatorisk</Trans>
            </Alert>
          )}
          {report.isError && (
            <Alert severity="error" role="alert">
              <Trans>Vi klarte ikke å sende rapporten. Det du har skrevet er tatt vare på: prøv igjen.</Trans>
            </Alert>
          )}
          <TextField
            label={t`Antall deltakere`}
            value={values.participants}
            onChange={(event) => {
              setValues((previous) => ({ ...previous, participants: event.target.value }));
            }}
            required
            error={problems.participants !== undefined}
            helperText={problems.participants && i18n._(problems.participants)}
            slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
          />
          <TextField
            label={t`Beskrivelse`}
            value={values.description}
            onChange={(event) => {
              setValues((previous) => ({ ...previous, description: event.target.value }));
            }}
            required
            multiline
            minRows={3}
            error={problems.description !== undefined}
            helperText={problems.description ? i18n._(problems.description) : t`Hvordan gikk arrangementet?`}
          />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose}>
          <Trans>Avbryt</Trans>
        </Button>
        <Button type="submit" variant="contained" loading={report.isPending}>
          <Trans>Send rapport</Trans>
        </Button>
      </DialogActions>
    </form>
  );
}
