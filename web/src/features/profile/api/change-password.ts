/**
 * POST /api/change-password {currentPassword, newPassword} (docs/specs/customer-area.md section 7).
 * The server renews this session's cookie and ends every other session of the account
 * (ARCHITECTURE.md).
 */
import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordRequest } from '@contracts/requests';
import { api } from '@/lib/api-client';

function changePassword(
  body: ChangePasswordRequest,
): Promise<{ success: boolean; message: string }> {
  return api.post('/api/change-password', body);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
