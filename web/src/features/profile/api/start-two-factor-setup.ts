/** POST /api/two-factor/setup: a new TOTP secret for the authenticator app, pending until enabled. */
import { useMutation } from '@tanstack/react-query';
import type { TwoFactorSetupDto } from '@contracts/responses';
import { api } from '@/lib/api-client';

function startTwoFactorSetup(): Promise<TwoFactorSetupDto> {
  return api.post<TwoFactorSetupDto>('/api/two-factor/setup');
}

export function useStartTwoFactorSetup() {
  return useMutation({ mutationFn: startTwoFactorSetup });
}
