/**
 * Who appended an audit entry: the acting staff member's e-mail (or "API key <name>") and, when an admin acted as a
 * customer, "as customer@x" beneath it.
 */
import Typography from '@mui/material/Typography';
import { auditActorLabel, auditUserLabel, type AuditEntryDto } from '@contracts/audit';

export function AuditWho({ entry }: { entry: AuditEntryDto }) {
  return (
    <span>
      <Typography
        component="span"
        variant="body2"
        sx={{ display: 'block', overflowWrap: 'anywhere' }}
      >
        {auditActorLabel(entry)}
      </Typography>
      {entry.onBehalfOf && (
        <Typography
          component="span"
          variant="caption"
          color="text.secondary"
          sx={{ display: 'block', overflowWrap: 'anywhere' }}
        >
          as {auditUserLabel(entry.onBehalfOf)}
        </Typography>
      )}
    </span>
  );
}
