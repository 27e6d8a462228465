/**
 * The toasts of the bot settings page (docs/specs/admin-area.md section 8): a connection test gives
 * "Connection Successful" or "Connection Failed" with the server's message, and on a transport
 * error "Test Failed" (fallback "Failed to test Telegram connection"); a test notification gives
 * "Test Sent" or "Test Failed" with the message, and on error "Send Failed" (fallback "Failed to
 * send test notification"); a Discord test the same texts with its own fallback.
 */
import { ApiError, errorMessage } from '@/lib/api-client';
import type { ToastOptions } from '@/lib/toast';
import type { TelegramTestResult } from './api/test-telegram';

export type TelegramAction = 'connection' | 'notification' | 'discord';

const TEXTS = {
  connection: {
    success: 'Connection Successful',
    failure: 'Connection Failed',
    error: 'Test Failed',
    fallback: 'Failed to test Telegram connection',
  },
  notification: {
    success: 'Test Sent',
    failure: 'Test Failed',
    error: 'Send Failed',
    fallback: 'Failed to send test notification',
  },
  discord: {
    success: 'Test Sent',
    failure: 'Test Failed',
    error: 'Send Failed',
    fallback: 'Failed to send test notification to Discord',
  },
} as const;

/** The toast for the server's answer: success or a destructive failure with its message. */
export function resultToast(action: TelegramAction, result: TelegramTestResult): ToastOptions {
  const texts = TEXTS[action];
  return result.success
    ? { title: texts.success, description: result.message }
    : { title: texts.failure, description: result.message, variant: 'destructive' };
}

/**
 * The toast for a call that failed: the server's message when it answered with one, else the
 * fallback text (a network failure or an empty answer).
 */
export function errorToast(action: TelegramAction, error: unknown): ToastOptions {
  const texts = TEXTS[action];
  const fromServer = error instanceof ApiError ? errorMessage(error) : '';
  return { title: texts.error, description: fromServer || texts.fallback, variant: 'destructive' };
}

/** The text of the result alert after a failed call. */
export function errorAlertText(action: TelegramAction, error: unknown): string {
  return errorToast(action, error).description ?? TEXTS[action].fallback;
}
