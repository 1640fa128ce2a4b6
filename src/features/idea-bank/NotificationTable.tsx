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
import { formatOsloDateTime } from '../../domain/arrangementNotification';

const COLUMNS = ['Sendes', 'Kanal', 'Påminnelse (SMS)', 'Status'] as const;

const channelOf = (notification: ArrangementNotification): string =>
  [notification.sendSMS && 'SMS', notification.sendMail && 'E-post'].filter(Boolean).join(' og ') || '–';

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
  if (notifications.length === 0) {
    return <Typography>Ingen varslinger er sendt eller planlagt.</Typography>;
  }
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
          {COLUMNS.map((column) => (
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
              <TableCell role={TABLE_ROLES.cell} data-label={COLUMNS[0]}>
                {formatOsloDateTime(sendTime)}
              </TableCell>
              <TableCell role={TABLE_ROLES.cell} data-label={COLUMNS[1]}>
                {channelOf(notification)}
              </TableCell>
              <TableCell role={TABLE_ROLES.cell} data-label={COLUMNS[2]}>
                {notification.reminderNotificationDateTime
                  ? formatOsloDateTime(notification.reminderNotificationDateTime)
                  : 'Ingen'}
              </TableCell>
              <TableCell role={TABLE_ROLES.cell} data-label={COLUMNS[3]}>
                {new Date(sendTime).getTime() <= now.getTime() ? 'Sendt' : 'Planlagt'}
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
