/**
 * Delivery wording (docs/specs/customer-area.md sections 1 and 9): automatic products are delivered
 * instantly; all others within 15 minutes.
 */
export function deliveryText(deliveryType: string | null | undefined): string {
  return deliveryType === 'automatic' ? 'Instant Delivery' : 'Delivery within 15 minutes';
}
