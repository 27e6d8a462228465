/**
 * Empty, error and not-found blocks with the same look on every page: an icon, a heading, a
 * short text and an optional action (docs/specs/customer-area.md section 2 empty states).
 */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlined';
import { errorMessage } from '@/lib/api-client';

interface StatusMessageProps {
  title: string;
  description?: ReactNode;
  icon?: ReactNode;
  action?: ReactNode;
  /** Heading level; pages whose main content is this block use h1. */
  headingComponent?: 'h1' | 'h2' | 'h3';
}

/** A centred message block for empty lists and missing records. */
export function StatusMessage({
  title,
  description,
  icon,
  action,
  headingComponent = 'h2',
}: StatusMessageProps) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 4, sm: 6 }, textAlign: 'center' }}>
      {icon && <Box sx={{ color: 'text.secondary', mb: 2, '& svg': { fontSize: 48 } }}>{icon}</Box>}
      <Typography variant="h6" component={headingComponent} gutterBottom>
        {title}
      </Typography>
      {description && (
        <Typography color="text.secondary" sx={{ mb: action ? 3 : 0 }}>
          {description}
        </Typography>
      )}
      {action}
    </Paper>
  );
}

/** A failed load: the server's message and a Try Again button when a retry is offered. */
export function ErrorMessage({
  error,
  title = 'Something went wrong',
  onRetry,
}: {
  error: unknown;
  title?: string;
  onRetry?: () => void;
}) {
  return (
    <StatusMessage
      icon={<ErrorOutlineIcon color="error" />}
      title={title}
      description={errorMessage(error)}
      action={
        onRetry && (
          <Button variant="outlined" onClick={onRetry}>
            Try Again
          </Button>
        )
      }
    />
  );
}
