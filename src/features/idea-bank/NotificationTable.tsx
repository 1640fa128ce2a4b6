import { msg } from '@lingui/core/macro';
import type { I18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ArrangementNotification } from '../../api/generated/model';
import { stackedTableSx, TABLE_ROLES } from '../../components/stackedTable';
import { visuallyHidden } from '../../components/visuallyHidden';
import { formatDateTime } from '../../domain/format';

const COLUMNS = [msg`Sendes`, msg`Kanal`, msg`Påminnelse (SMS)`, msg`Status`] as const;

function channelOf(notification: ArrangementNotification, i18n: I18n): string {
  if (notification.sendSMS && notification.sendMail) return i18n._(msg`SMS og E-post`);
  if (notification.sendSMS) return i18n._(msg`SMS`);
  if (notification.sendMail) return i18n._(msg`E-post`);
  return '–';
}

/** When a listed notification goes out: listings carry sendDate (spec §3), a new one its send time. */
const sendTimeOf = (notification: ArrangementNotification): string =>
  notification.sendDate ?? notification.notificationDateTime;

/** The sent and planned SMS / e-mail notifications of an arrangement, earliest first. */
export function NotificationTable({
  notifications,
  caption,
  now = new Date(),
}: {
  notifications: readonly ArrangementNotification[];
  caption: string;
  now?: Date;
}) {
  const { t, i18n } = useLingui();
  if (notifications.length === 0) {
    return (
      <Typography>
        <Trans>Ingen varslinger er sendt eller planlagt.</Trans>
      </Typography>
    );
  }
  const columns = COLUMNS.map((column) => i18n._(column));
  const sorted = [...notifications].sort((a, b) => sendTimeOf(a).localeCompare(sendTimeOf(b)));
  return (
    // A table on a desktop, a card per notification on a phone (stackedTable.ts).
    <Table size="small" role={TABLE_ROLES.table} sx={stackedTableSx}>
      {/* The card's heading 'SMS og e-post' says it to the eye; the caption names the table for everyone else. */}
      <Box component="caption" sx={visuallyHidden}>
        {caption}
      </Box>
      <TableHead role={TABLE_ROLES.rowgroup}>
        <TableRow role={TABLE_ROLES.row}>
          {columns.map((column) => (
            <TableCell key={column} scope="col" role={TABLE_ROLES.columnheader}>
              {column}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody role={TABLE_ROLES.rowgroup}>
        {sorted.map((notification, index) => {
          const sendTime = sendTimeOf(notification);
          return (
            <TableRow key={notification.id ?? `${sendTime}-${String(index)}`} role={TABLE_ROLES.row}>
              <TableCell role={TABLE_ROLES.cell} data-label={columns[0]}>
                {formatDateTime(sendTime)}
              </TableCell>
              <TableCell role={TABLE_ROLES.cell} data-label={columns[1]}>
                {channelOf(notification, i18n)}
              </TableCell>
              <TableCell role={TABLE_ROLES.cell} data-label={columns[2]}>
                {notification.reminderNotificationDateTime
                  ? formatDateTime(notification.reminderNotificationDateTime)
                  : t`Ingen`}
              </TableCell>
              <TableCell role={TABLE_ROLES.cell} data-label={columns[3]}>
                {new Date(sendTime).getTime() <= now.getTime() ? t`Sendt` : t`Planlagt`}
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
