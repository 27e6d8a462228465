/**
 * GET /api/admin/fraud-rules/{id}/hits -> FraudRuleHitDayDto[]: a rule's hits per UTC day over
 * the last 30 days, enforced and shadow apart, oldest first.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FraudRuleHitDayDto } from '@contracts/fraud-rules';
import { api } from '@/lib/api-client';

function getFraudRuleHits(ruleId: number): Promise<FraudRuleHitDayDto[]> {
  return api.get<FraudRuleHitDayDto[]>(`/api/admin/fraud-rules/${ruleId}/hits`);
}

export function fraudRuleHitsQueryOptions(ruleId: number) {
  return queryOptions({
    queryKey: ['admin', 'fraud-rules', ruleId, 'hits'],
    queryFn: () => getFraudRuleHits(ruleId),
  });
}

export function useFraudRuleHits(ruleId: number) {
  return useQuery(fraudRuleHitsQueryOptions(ruleId));
}
