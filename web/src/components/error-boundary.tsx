/**
 * Catches render errors and failed lazy chunk loads (for example after a deploy) so one broken
 * screen shows a message with a reload button instead of a blank page.
 */
import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { StatusMessage } from './status-message';

interface State {
  error: Error | null;
}

export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Screen failed to render', error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <Container maxWidth="sm" sx={{ py: 8 }}>
        <StatusMessage
          title="Something went wrong"
          description="This page could not be displayed. Reloading usually fixes it."
          action={
            <Button variant="contained" onClick={() => window.location.reload()}>
              Reload Page
            </Button>
          }
        />
      </Container>
    );
  }
}
