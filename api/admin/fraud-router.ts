/**
 * Fraud rules (ARCHITECTURE.md "Security model", fraud rules): staff list, create, change and
 * delete the rules of /admin/fraud, and read each rule's hits per day. They decide who may act at
 * all, as suspension does, so they need the `users.manage` permission; every change is audit
 * logged as every staff command is.
 */
import { Router } from 'express';
import { fraudRuleSchema, fraudRuleUpdateSchema } from '../../contracts/fraud-rules';
import { createFraudRule } from '../../application/commands/create-fraud-rule';
import { deleteFraudRule } from '../../application/commands/delete-fraud-rule';
import { updateFraudRule } from '../../application/commands/update-fraud-rule';
import { FRAUD_RULE_NOT_FOUND } from '../../domain/fraud/decide-fraud-rule';
import {
  findFraudRule,
  fraudRuleHitDays,
  listFraudRules,
} from '../../projections/fraud-rules/queries';
import { contextOf, settled } from '../http/command-context';
import { endpoints, idParams } from '../http/endpoint';
import { HttpError } from '../http/errors';
import type { ApiServices } from '../services';

const endpoint = endpoints('Fraud rules');

export function fraudRouter(services: ApiServices): Router {
  const router = Router();
  const { pool } = services;

  async function rule(id: number) {
    const found = await findFraudRule(pool, id);
    if (!found) throw new HttpError(404, FRAUD_RULE_NOT_FOUND);
    return found;
  }

  router.get(
    '/admin/fraud-rules',
    endpoint(
      {
        access: 'admin',
        permission: 'users.manage',
        summary: 'Every live fraud rule with its hits so far, newest first',
        answer: { description: 'The rules' },
      },
      async (_input, _req, res) => {
        res.json(await listFraudRules(pool));
      },
    ),
  );

  router.post(
    '/admin/fraud-rules',
    endpoint(
      {
        access: 'admin',
        permission: 'users.manage',
        summary: 'Create a fraud rule',
        description:
          'What it matches (`matchKind`, `matchValue`), the actions it applies to, its outcome (block, hold: purchases only, flag), its mode (enforce or shadow), and an optional message, expiry and note.',
        body: fraudRuleSchema,
        answer: { status: 201, description: 'The rule created' },
      },
      async ({ body }, req, res) => {
        const { ruleId } = await settled(
          services,
          await createFraudRule(services, body, contextOf(req)),
        );
        res.status(201).json(await rule(ruleId));
      },
    ),
  );

  router.put(
    '/admin/fraud-rules/:id',
    endpoint(
      {
        access: 'admin',
        permission: 'users.manage',
        summary: 'Change a fraud rule (only the fields sent)',
        params: idParams,
        body: fraudRuleUpdateSchema,
        answer: { description: 'The rule changed' },
        errors: { 404: 'No such rule' },
      },
      async ({ params, body }, req, res) => {
        await settled(
          services,
          await updateFraudRule(services, { ruleId: params.id, changes: body }, contextOf(req)),
        );
        res.json(await rule(params.id));
      },
    ),
  );

  router.delete(
    '/admin/fraud-rules/:id',
    endpoint(
      {
        access: 'admin',
        permission: 'users.manage',
        summary: 'Delete a fraud rule (its hits stay recorded)',
        params: idParams,
        answer: { description: '`{ success: true }`' },
        errors: { 404: 'No such rule' },
      },
      async ({ params }, req, res) => {
        await settled(
          services,
          await deleteFraudRule(services, { ruleId: params.id }, contextOf(req)),
        );
        res.json({ success: true });
      },
    ),
  );

  router.get(
    '/admin/fraud-rules/:id/hits',
    endpoint(
      {
        access: 'admin',
        permission: 'users.manage',
        summary: "A live rule's hits per UTC day over the last 30 days, enforced and shadow apart",
        params: idParams,
        answer: { description: 'One row per day, oldest first' },
        errors: { 404: 'No such rule' },
      },
      async ({ params }, _req, res) => {
        await rule(params.id);
        res.json(await fraudRuleHitDays(pool, params.id, new Date()));
      },
    ),
  );

  return router;
}
