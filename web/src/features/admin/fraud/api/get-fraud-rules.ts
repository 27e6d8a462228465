/** GET /api/admin/fraud-rules -> FraudRuleDto[], every live rule with its hits, newest first. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FraudRuleDto } from '@contracts/fraud-rules';
import { api } from '@/lib/api-client';

function getFraudRules(): Promise<FraudRuleDto[]> {
  return api.get<FraudRuleDto[]>('/api/admin/fraud-rules');
}

export function fraudRulesQueryOptions() {
  return queryOptions({ queryKey: ['admin', 'fraud-rules'], queryFn: getFraudRules });
}

export function useFraudRules() {
  return useQuery(fraudRulesQueryOptions());
}
