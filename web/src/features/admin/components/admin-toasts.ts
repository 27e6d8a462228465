/**
 * Failure toasts of admin mutations (docs/specs/admin-area.md section 8): a destructive toast
 * titled Error with the server's message, except where a screen names its own title.
 */
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';

export function toastAdminError(error: unknown, title = 'Error'): void {
  toast({ title, description: errorMessage(error), variant: 'destructive' });
}
