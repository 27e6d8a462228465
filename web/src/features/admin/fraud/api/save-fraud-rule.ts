/**
 * POST /api/admin/fraud-rules (a new rule, 201) or PUT /api/admin/fraud-rules/{id} (the rule
 * changed) -> FraudRuleDto. Errors: 400 with the field's problem, 404 "Fraud rule not found".
 * The list (and the rule's hits) are read again afterwards.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FraudRuleDto, FraudRuleRequest } from '@contracts/fraud-rules';
import { api } from '@/lib/api-client';
import { fraudRulesQueryOptions } from './get-fraud-rules';

/** A rule to create (no id) or to change. */
export interface SaveFraudRuleInput {
  ruleId: number | null;
  body: FraudRuleRequest;
}

function saveFraudRule({ ruleId, body }: SaveFraudRuleInput): Promise<FraudRuleDto> {
  return ruleId === null
    ? api.post<FraudRuleDto>('/api/admin/fraud-rules', body)
    : api.put<FraudRuleDto>(`/api/admin/fraud-rules/${ruleId}`, body);
}

export function useSaveFraudRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveFraudRule,
    onSettled: () => queryClient.invalidateQueries({ queryKey: fraudRulesQueryOptions().queryKey }),
  });
}
