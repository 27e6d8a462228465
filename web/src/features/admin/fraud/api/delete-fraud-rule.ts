/**
 * DELETE /api/admin/fraud-rules/{id} -> {success}: the rule applies no more; its hits stay in
 * the audit log. Error: 404 "Fraud rule not found".
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { fraudRulesQueryOptions } from './get-fraud-rules';

function deleteFraudRule(ruleId: number): Promise<{ success: boolean }> {
  return api.delete<{ success: boolean }>(`/api/admin/fraud-rules/${ruleId}`);
}

export function useDeleteFraudRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFraudRule,
    onSettled: () => queryClient.invalidateQueries({ queryKey: fraudRulesQueryOptions().queryKey }),
  });
}
