/**
 * The Warranty Replacement Account section of the order page (docs/specs/customer-area.md section
 * 2, Order detail): the latest approved claim's adminResponse, monospace with copy. Nothing without
 * one.
 */
import Alert from '@mui/material/Alert';
import type { OrderDto } from '@contracts/responses';
import { useWarrantyClaims } from '@/api/get-warranty-claims';
import { DeliveredItem } from '@/components/delivered-item';
import { Section } from '@/components/page-section';
import { latestApprovedClaimFor } from '../eligibility';

export function WarrantyReplacement({ order }: { order: OrderDto }) {
  const claims = useWarrantyClaims();
  const replacement = latestApprovedClaimFor(order.id, claims.data);
  if (!replacement?.adminResponse) return null;
  return (
    <Section title="Warranty Replacement Account">
      <Alert severity="success" sx={{ mb: 2 }}>
        Your warranty claim was approved. Use this replacement account from now on.
      </Alert>
      <DeliveredItem text={replacement.adminResponse} label="Replacement account" />
    </Section>
  );
}
