import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ArrangementNotification } from '../../api/generated/model';
import { SidewaysScroll } from '../../components/SidewaysScroll';
import { visuallyHidden } from '../../components/visuallyHidden';
import { formatOsloDateTime } from '../../domain/arrangementNotification';

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
    <SidewaysScroll label={caption}>
      <Table size="small">
        {/* The card's heading 'SMS og e-post' says it to the eye; the caption names the table for everyone else. */}
        <Box component="caption" sx={visuallyHidden}>
          {caption}
        </Box>
        <TableHead>
          <TableRow>
            <TableCell scope="col">Sendes</TableCell>
            <TableCell scope="col">Kanal</TableCell>
            <TableCell scope="col">Påminnelse (SMS)</TableCell>
            <TableCell scope="col">Status</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {sorted.map((notification, index) => {
            const sendTime = sendTimeOf(notification);
            return (
              <TableRow key={notification.id ?? `${sendTime}-${String(index)}`}>
                <TableCell>{formatOsloDateTime(sendTime)}</TableCell>
                <TableCell>{channelOf(notification)}</TableCell>
                <TableCell>
                  {notification.reminderNotificationDateTime
                    ? formatOsloDateTime(notification.reminderNotificationDateTime)
                    : 'Ingen'}
                </TableCell>
                <TableCell>{new Date(sendTime).getTime() <= now.getTime() ? 'Sendt' : 'Planlagt'}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </SidewaysScroll>
  );
}
