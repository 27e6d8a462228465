/**
 * Admin user calls: GET /api/admin/users (docs/specs/admin-area.md section 7) and its CSV export
 * GET /api/admin/users.csv (api/http/csv-export.ts),
 * GET /api/admin/users/{id} (a customer's page, contracts/admin-user-detail.ts),
 * DELETE /api/admin/users/{id}/personal-data, the erasure of a customer's personal data on
 * request (ARCHITECTURE.md "Security model"; not in the specs), staff roles and suspension.
 */
import { Router } from 'express';
import type { Response } from 'express';
import {
  setStaffRoles,
  suspendUser,
  unsuspendUser,
} from '../../application/commands/administer-staff';
import type { CommandOutcome } from '../../application/commands/execute';
import { erasePersonalData } from '../../application/commands/erase-personal-data';
import type { AdminUserDetailDto } from '../../contracts/admin-user-detail';
import { staffRolesSchema, suspendUserSchema } from '../../contracts/requests';
import { userDisplayName } from '../../contracts/display-names';
import { formatCents } from '../../contracts/money';
import { hasPermission, STAFF_ROLE_LABELS, type Permission } from '../../contracts/staff-roles';
import { MASKED_STOCK_ITEM } from '../../contracts/stock-items';
import { listUserDeposits } from '../../projections/deposits/queries';
import { listUserOrders } from '../../projections/orders/queries';
import { listUserTickets } from '../../projections/support/queries';
import {
  findUserById,
  listUsers,
  userExportQuery,
  type UserExportRow,
} from '../../projections/users/queries';
import { findWalletFreeze } from '../../projections/wallet-freezes/queries';
import { listUserClaims } from '../../projections/warranty/queries';
import { HttpError } from '../http/errors';
import { maskOrder } from '../http/open-sealed';
import { contextOf, settled } from '../http/command-context';
import { CSV_EXPORT_NOTE, sendCsvExport } from '../http/csv-export';
import { endpoints, idParams } from '../http/endpoint';
import { userSearchQuery } from '../http/validate';
import type { ApiServices } from '../services';

const endpoint = endpoints('Admin: users');

/** The admin's user routes: 401 signed out, 403 for a customer. */
export function usersRouter(services: ApiServices): Router {
  const router = Router();
  router.get(
    '/admin/users',
    endpoint(
      {
        access: 'admin',
        permission: 'users.read',
        summary: 'Every user (docs/specs/admin-area.md section 7)',
        answer: { description: 'The users' },
      },
      async (_input, _req, res) => {
        res.json(await listUsers(services.pool));
      },
    ),
  );
  router.get(
    '/admin/users.csv',
    endpoint(
      {
        access: 'admin',
        permission: 'users.read',
        stepUp: true,
        summary: 'Every user the search finds as CSV, newest first',
        description: `\`q\`: the Users screen's search (GET /api/admin/search/users), in the e-mail or name; blank exports every user. Columns as the list shows them: Email, Name, Country (its code, as usa), Balance (dollars, 2 decimals), Joined (ISO 8601), Role (staff roles, else Customer). Never a password hash or two-factor secret. ${CSV_EXPORT_NOTE}`,
        query: userSearchQuery,
        answer: {
          type: 'csv',
          description: '`keymart-users-<date>.csv`: a header, then one row per user',
        },
      },
      async ({ query }, _req, res) => {
        await sendCsvExport(
          services.pool,
          res,
          {
            list: 'users',
            query: userExportQuery(query.q),
            columns: ['Email', 'Name', 'Country', 'Balance', 'Joined', 'Role'],
            cells: (user: UserExportRow) => [
              user.email,
              userDisplayName({ firstName: user.first_name, lastName: user.last_name }),
              user.country,
              formatCents(Number(user.balance_cents ?? 0)),
              user.created_at.toISOString(),
              user.roles.length > 0
                ? user.roles.map((role) => STAFF_ROLE_LABELS[role]).join(', ')
                : 'Customer',
            ],
          },
          services.storeTimeZone,
        );
      },
    ),
  );
  router.get(
    '/admin/users/:id',
    endpoint(
      {
        access: 'admin',
        permission: 'users.read',
        summary:
          "One user's profile and balance with their orders, deposits, tickets and warranty claims, each list only for roles that may read it (null otherwise); keys masked",
        params: idParams,
        answer: { description: 'The user and their lists' },
        errors: { 404: 'No such user' },
      },
      async ({ params, session }, _req, res) => {
        const user = await findUserById(services.pool, params.id);
        if (!user) throw new HttpError(404, 'User not found');
        const may = (permission: Permission) => hasPermission(session.user.roles, permission);
        const mask = (text: string | null) => (text === null ? null : MASKED_STOCK_ITEM);
        const [walletFreeze, orders, deposits, tickets, claims] = await Promise.all([
          findWalletFreeze(services.pool, user.dto.id),
          may('orders.read') ? listUserOrders(services.pool, user.dto.id) : null,
          may('balances') ? listUserDeposits(services.pool, user.dto.id) : null,
          may('tickets') ? listUserTickets(services.pool, user.dto.id) : null,
          may('warranty') ? listUserClaims(services.pool, user.dto.id) : null,
        ]);
        const answer: AdminUserDetailDto = {
          user: user.dto,
          walletFreeze,
          orders: orders?.map(maskOrder) ?? null,
          deposits,
          tickets,
          claims:
            claims?.map((claim) => ({ ...claim, adminResponse: mask(claim.adminResponse) })) ??
            null,
        };
        res.json(answer);
      },
    ),
  );
  router.delete(
    '/admin/users/:id/personal-data',
    endpoint(
      {
        access: 'admin',
        permission: 'users.manage',
        summary: "Erase a customer's personal data on request",
        params: idParams,
        answer: { description: '`{ success, message }`, saying whether it was already erased' },
        errors: { 403: 'Administrator accounts cannot be erased', 404: 'No such user' },
      },
      async ({ params }, req, res) => {
        const { erased } = await settled(
          services,
          await erasePersonalData(services, { userId: params.id }, contextOf(req)),
        );
        res.json({
          success: true,
          message: erased ? 'Personal data erased' : 'Personal data was already erased',
        });
      },
    ),
  );
  /** Answers the user as the read model holds them once `outcome` is visible there. */
  const answerUser = async (
    outcome: CommandOutcome<unknown>,
    userId: number,
    res: Response,
  ): Promise<void> => {
    await settled(services, outcome);
    const user = await findUserById(services.pool, userId);
    if (!user) throw new HttpError(404, 'User not found');
    res.json(user.dto);
  };

  router.put(
    '/admin/users/:id/roles',
    endpoint(
      {
        access: 'admin',
        permission: 'staff',
        stepUp: true,
        summary: "Set a user's staff roles (none: a customer again)",
        description:
          'Roles: owner (everything, manages staff), admin (everything but staff), support (tickets, warranty claims, orders read), fulfilment (manual orders, stock, products), finance (balances, deposits, transactions, reports). Nobody changes their own roles.',
        params: idParams,
        body: staffRolesSchema,
        answer: { description: 'The user with their roles' },
        errors: { 404: 'No such user' },
      },
      async ({ params, body, session }, req, res) => {
        const outcome = await setStaffRoles(
          services,
          { actorId: session.actor.id, userId: params.id, roles: body.roles },
          contextOf(req),
        );
        await answerUser(outcome, params.id, res);
      },
    ),
  );
  router.post(
    '/admin/users/:id/suspend',
    endpoint(
      {
        access: 'admin',
        permission: 'users.manage',
        stepUp: true,
        summary:
          'Suspend an account: no sign-in and no purchase; its sessions end, its balance stays',
        description: 'Only an owner suspends a staff account; nobody suspends their own.',
        params: idParams,
        body: suspendUserSchema,
        answer: { description: 'The user, with `suspension`' },
        errors: { 404: 'No such user' },
      },
      async ({ params, body, session }, req, res) => {
        const outcome = await suspendUser(
          services,
          { actorId: session.actor.id, userId: params.id, reason: body.reason },
          contextOf(req),
        );
        await answerUser(outcome, params.id, res);
      },
    ),
  );
  router.post(
    '/admin/users/:id/unsuspend',
    endpoint(
      {
        access: 'admin',
        permission: 'users.manage',
        stepUp: true,
        summary: "Lift an account's suspension",
        params: idParams,
        answer: { description: 'The user, with `suspension` null' },
        errors: { 404: 'No such user' },
      },
      async ({ params, session }, req, res) => {
        const outcome = await unsuspendUser(
          services,
          { actorId: session.actor.id, userId: params.id },
          contextOf(req),
        );
        await answerUser(outcome, params.id, res);
      },
    ),
  );
  return router;
}
