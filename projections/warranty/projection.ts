/**
 * The warranty claims read model: one row per claim with its status, the staff's answer and the
 * replacement handed out. Customer e-mail, order number and product name are joined at query
 * time. Times come from the events.
 */
import type { ClaimEvent } from '../../domain/warranty/claim';
import { defineProjection, type SetBuild, type TableRow } from '../projection';

const claimIdOf = (streamId: string) => Number(streamId.slice('claim-'.length));

/** The set-based build: each claim's row folded in memory as the handlers write it. */
function buildWarranty(): SetBuild<ClaimEvent> {
  const claims = new Map<number, TableRow>();
  return {
    rows: () => ({ warranty_claims: claims.values() }),
    folds: {
      WarrantyClaimFiled: (data, event) => {
        claims.set(data.claimId, {
          id: data.claimId,
          order_id: data.orderId,
          user_id: data.userId,
          product_id: data.productId,
          claim_type: data.claimType,
          description: data.description,
          status: 'pending',
          admin_response: null,
          replacement_item: null,
          created_at: event.recordedAt,
          updated_at: event.recordedAt,
        });
      },
      WarrantyClaimResponded: (data, event) => {
        const row = claims.get(claimIdOf(event.streamId));
        if (!row) return;
        row.status = data.status;
        row.admin_response = data.adminResponse ?? row.admin_response;
        row.replacement_item = data.replacementItem ?? row.replacement_item;
        row.updated_at = event.recordedAt;
      },
    },
  };
}

export const warrantyProjection = defineProjection<ClaimEvent>({
  name: 'warranty',
  tables: ['warranty_claims'],
  writesOnly: true,
  setBuild: buildWarranty,
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
