/**
 * POST /api/admin/send-test-notification -> {success, message} (docs/specs/admin-area.md sections
 * 2.15, 3 and 7): asks the server to post a sample notification to the configured chat; POST
 * /api/admin/send-test-discord the same to the Discord webhook.
 */
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { TelegramTestResult } from './test-telegram';

function sendTestNotification(): Promise<TelegramTestResult> {
  return api.post<TelegramTestResult>('/api/admin/send-test-notification');
}

export function useSendTestNotification() {
  return useMutation({ mutationFn: sendTestNotification });
}

function sendTestDiscord(): Promise<TelegramTestResult> {
  return api.post<TelegramTestResult>('/api/admin/send-test-discord');
}

export function useSendTestDiscord() {
  return useMutation({ mutationFn: sendTestDiscord });
}
