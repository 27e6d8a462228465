/**
 * GET /api/auth/captcha/requirement (contracts/captcha.ts): whether the store asks for a solved
 * captcha, so the register form shows the widget only then. Read afresh on each visit of the
 * form: staff may switch it at any time.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { CAPTCHA_REQUIREMENT_PATH, type CaptchaRequirementDto } from '@contracts/captcha';
import { api } from '@/lib/api-client';

function captchaRequirementQueryOptions() {
  return queryOptions({
    queryKey: ['captcha-requirement'],
    queryFn: () => api.get<CaptchaRequirementDto>(CAPTCHA_REQUIREMENT_PATH),
    staleTime: 0,
  });
}

/** Whether registration needs a captcha: false until the answer arrives (or when it fails). */
export function useIsCaptchaRequired(): boolean {
  return useQuery(captchaRequirementQueryOptions()).data?.required === true;
}
