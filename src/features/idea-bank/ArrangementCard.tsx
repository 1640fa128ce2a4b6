import { useId } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link as RouterLink } from 'react-router';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import BlockIcon from '@mui/icons-material/Block';
import CancelOutlinedIcon from '@mui/icons-material/CancelOutlined';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import EditNoteIcon from '@mui/icons-material/EditNote';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import HelpOutlineIcon from '@mui/icons-material/HelpOutlineOutlined';
import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import type { Arrangement } from '../../api/generated/model';
import { DescriptionList, type Description } from '../../components/DescriptionList';
import { OWN_LINE_TARGET_SX } from '../../components/breakpoints';
import { visuallyHidden } from '../../components/visuallyHidden';
import { formatDateTime } from '../../domain/format';
import {
  ARRANGEMENT_STATUS,
  isEditableArrangement,
  isReportableArrangement,
} from '../../domain/arrangementRules';
import { arrangementStatusLabel } from '../../domain/codeSets';
import { NotificationTable } from './NotificationTable';
import { courseLinkHref } from './courseLink';
import { PATHS } from '../../paths';

type IconColor = SvgIconProps['color'];
const STATUS_ICONS: Record<number, { Icon: typeof EditNoteIcon; color: IconColor }> = {
  [ARRANGEMENT_STATUS.draft]: { Icon: EditNoteIcon, color: 'action' },
  [ARRANGEMENT_STATUS.awaitingApproval]: { Icon: HourglassEmptyIcon, color: 'secondary' },
  [ARRANGEMENT_STATUS.approved]: { Icon: CheckCircleOutlineIcon, color: 'primary' },
  [ARRANGEMENT_STATUS.completed]: { Icon: TaskAltIcon, color: 'primary' },
  [ARRANGEMENT_STATUS.rejected]: { Icon: BlockIcon, color: 'error' },
  [ARRANGEMENT_STATUS.cancelled]: { Icon: CancelOutlinedIcon, color: 'error' },
};
const UNKNOWN_STATUS_ICON = { Icon: HelpOutlineIcon, color: 'action' as IconColor };

function StatusIcon({ status }: { status: number }) {
  const { Icon, color } = STATUS_ICONS[status] ?? UNKNOWN_STATUS_ICON;
  // The icon is named by its status, so the collapsed card reads "Kladd, Kurs i motorsagbruk".
  return <Icon titleAccess={arrangementStatusLabel(status)} color={color} sx={{ flexShrink: 0 }} />;
}

export interface ArrangementActions {
  onDelete: (arrangement: Arrangement) => void;
  onReport: (arrangement: Arrangement & { id: string }) => void;
}

/**
 * One arrangement of the idea bank (spec §2.3): collapsed, its status icon and title; expanded, what, when and
 * where, the report once made, the sent and planned notifications, and what may be done with it now.
 */
export function ArrangementCard({
  arrangement,
  actions,
  now = new Date(),
}: {
  arrangement: Arrangement & { id: string };
  /** What a person who runs the idea bank may do; absent for those who may only read it. */
  actions?: ArrangementActions;
  now?: Date;
}) {
  const { t } = useLingui();
  const summaryId = useId();
  const { title } = arrangement;
  const reported = arrangement.status === ARRANGEMENT_STATUS.completed;
  const details: Description[] = [
    { term: t`Status`, details: arrangementStatusLabel(arrangement.status) },
    { term: t`Starter`, details: formatDateTime(arrangement.startDate) },
    { term: t`Sted`, details: arrangement.location ?? t`Ikke oppgitt` },
    ...(arrangement.linkToCourse
      ? [{ term: t`Kursside`, details: <CourseLink href={arrangement.linkToCourse} /> }]
      : []),
    ...(arrangement.calendarInfo ? [{ term: t`Kalenderinfo`, details: arrangement.calendarInfo }] : []),
    ...(reported && arrangement.participants !== null && arrangement.participants !== undefined
      ? [{ term: t`Deltakere`, details: String(arrangement.participants) }]
      : []),
    ...(arrangement.description
      ? [{ term: reported ? t`Rapport` : t`Beskrivelse`, details: arrangement.description }]
      : []),
  ];
  const editable = actions !== undefined && isEditableArrangement(arrangement);
  const reportable = actions !== undefined && isReportableArrangement(arrangement, now);

  return (
    <Accordion variant="outlined" disableGutters slotProps={{ transition: { unmountOnExit: true } }}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />} id={summaryId} aria-controls={`${summaryId}-innhold`}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          <StatusIcon status={arrangement.status} />
          <Typography component="span" sx={{ fontWeight: 700 }}>
            {title}
          </Typography>
        </Box>
      </AccordionSummary>
      <AccordionDetails>
        <DescriptionList items={details} />
        <Typography variant="subtitle1" component="h4" sx={{ fontWeight: 700, mb: 1 }}>
          <Trans>SMS og e-post</Trans>
        </Typography>
        <NotificationTable
          notifications={arrangement.notifications}
          caption={t`Varslinger for ${title}`}
          now={now}
        />
        {(editable || reportable) && (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mt: 2 }}>
            {editable && (
              <>
                <Button
                  component={RouterLink}
                  to={`${PATHS.registerArrangement}?id=${encodeURIComponent(arrangement.id)}`}
                  variant="contained"
                  aria-label={t`Rediger ${title}`}
                >
                  <Trans>Rediger</Trans>
                </Button>
                <Button
                  variant="outlined"
                  color="error"
                  aria-label={t`Slett ${title}`}
                  onClick={() => {
                    actions.onDelete(arrangement);
                  }}
                >
                  <Trans>Slett</Trans>
                </Button>
              </>
            )}
            {reportable && (
              <Button
                variant="contained"
                onClick={() => {
                  actions.onReport(arrangement);
                }}
              >
                <Trans>Rapporter arrangement</Trans>
              </Button>
            )}
          </Box>
        )}
      </AccordionDetails>
    </Accordion>
  );
}

/**
 * The course page as a link that says where it goes ('Kurssiden på skogkurs.no'), not the address itself: an
 * address is hard to read aloud and breaks a phone's line. Only an https: address is a link (courseLink.ts).
 */
function CourseLink({ href: text }: { href: string }) {
  const href = courseLinkHref(text);
  if (href === null)
    return (
      <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
        {text}
      </Box>
    );
  const host = new URL(href).hostname.replace(/^www\./, '');
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer" sx={OWN_LINE_TARGET_SX}>
      <Trans>Kurssiden på {host}</Trans>
      <OpenInNewIcon fontSize="inherit" sx={{ ml: 0.5 }} aria-hidden />
      <Box component="span" sx={visuallyHidden}>
        {' '}
        <Trans>(åpnes i ny fane)</Trans>
      </Box>
    </Link>
  );
}
