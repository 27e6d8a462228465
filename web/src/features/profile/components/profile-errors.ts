/**
 * Error toasts of the profile screen (docs/specs/customer-area.md section 8): the server's message
 * when the answer carries one, else the screen's Turkish fallback; a request that got no answer
 * shows "Bir hata oluştu. Lütfen tekrar deneyin.".
 */
import { ApiError, isNetworkError } from '@/lib/api-client';
import { toast } from '@/lib/toast';

/** Network failure toast text (docs/specs/customer-area.md section 8). */
const PROFILE_NETWORK_ERROR = 'Bir hata oluştu. Lütfen tekrar deneyin.';
/** Title of the profile screen's error toasts ("Error"). */
export const PROFILE_ERROR_TITLE = 'Hata';

/** The `message` member of a JSON error answer, or null. */
function serverMessage(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  try {
    const body: unknown = JSON.parse(error.body);
    if (body && typeof body === 'object' && 'message' in body) {
      const { message } = body;
      if (typeof message === 'string' && message.trim()) return message;
    }
  } catch {
    // Not JSON: no server message.
  }
  return null;
}

/** Shows the destructive toast for a failed profile call; `fallback` when no message came back. */
export function toastProfileError(error: unknown, fallback: string): void {
  toast({
    title: PROFILE_ERROR_TITLE,
    description: isNetworkError(error) ? PROFILE_NETWORK_ERROR : (serverMessage(error) ?? fallback),
    variant: 'destructive',
  });
}
