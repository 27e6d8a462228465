/**
 * POST /api/admin/test-telegram -> {success, message} (docs/specs/admin-area.md sections 2.15, 3
 * and 7): asks the server to reach the bot with its configured token and chat ID.
 */
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Messaging-bot test result (docs/specs/admin-area.md section 3). */
export interface TelegramTestResult {
  success: boolean;
  message: string;
}

function testTelegram(): Promise<TelegramTestResult> {
  return api.post<TelegramTestResult>('/api/admin/test-telegram');
}

export function useTestTelegram() {
  return useMutation({ mutationFn: testTelegram });
}
