/**
 * GET and PUT /api/admin/settings/captcha (contracts/captcha.ts): whether registration and
 * repeated sign-ins need a solved captcha. Saving writes the answer into the query's cache.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CaptchaRequirementDto, CaptchaRequirementRequest } from '@contracts/captcha';
import { api } from '@/lib/api-client';

const QUERY_KEY = ['admin', 'settings', 'captcha'] as const;

export function captchaRequirementQueryOptions() {
  return queryOptions({
    queryKey: QUERY_KEY,
    queryFn: () => api.get<CaptchaRequirementDto>('/api/admin/settings/captcha'),
  });
}

export function useCaptchaRequirement() {
  return useQuery(captchaRequirementQueryOptions());
}

export function useSetCaptchaRequirement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (setting: CaptchaRequirementRequest) =>
      api.put<CaptchaRequirementDto>('/api/admin/settings/captcha', setting),
    onSuccess: (saved) => queryClient.setQueryData(QUERY_KEY, saved),
  });
}
