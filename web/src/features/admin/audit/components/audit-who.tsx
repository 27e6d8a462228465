/**
 * Who appended an audit entry: the acting staff member's e-mail and, when an admin acted as a
 * customer, "as customer@x" beneath it.
 */
import Typography from '@mui/material/Typography';
import type { AuditEntryDto, AuditUserDto } from '@contracts/audit';

/** A user as the log names them: the e-mail, or "user 7" for an account the store no longer knows. */
export const userLabel = (user: AuditUserDto | null) =>
  user ? (user.email ?? `user ${user.id}`) : 'System';

export function AuditWho({ entry }: { entry: AuditEntryDto }) {
  return (
    <span>
      <Typography
        component="span"
        variant="body2"
        sx={{ display: 'block', overflowWrap: 'anywhere' }}
      >
        {userLabel(entry.actor)}
      </Typography>
      {entry.onBehalfOf && (
        <Typography
          component="span"
          variant="caption"
          color="text.secondary"
          sx={{ display: 'block', overflowWrap: 'anywhere' }}
        >
          as {userLabel(entry.onBehalfOf)}
        </Typography>
      )}
    </span>
  );
}
