/**
 * The warranty claims read model: one row per claim with its status, the staff's answer and the
 * replacement handed out. Customer e-mail, order number and product name are joined at query
 * time. Times come from the events.
 */
import type { ClaimEvent } from '../../domain/warranty/claim';
import { defineProjection } from '../projection';

const claimIdOf = (streamId: string) => Number(streamId.slice('claim-'.length));

export const warrantyProjection = defineProjection<ClaimEvent>({
  name: 'warranty',
  tables: ['warranty_claims'],
  handlers: {
    WarrantyClaimFiled: async (client, data, event) => {
      await client.query(
        `INSERT INTO warranty_claims (id, order_id, user_id, product_id, claim_type, description, status,
           created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, 'pending', $7, $7)`,
        [
          data.claimId,
          data.orderId,
          data.userId,
          data.productId,
          data.claimType,
          data.description,
          event.recordedAt,
        ],
      );
    },
    WarrantyClaimResponded: async (client, data, event) => {
      await client.query(
        `UPDATE warranty_claims SET status = $2, admin_response = coalesce($3, admin_response),
           replacement_item = coalesce($4, replacement_item), updated_at = $5
         WHERE id = $1`,
        [
          claimIdOf(event.streamId),
          data.status,
          data.adminResponse,
          data.replacementItem ?? null,
          event.recordedAt,
        ],
      );
    },
  },
});
