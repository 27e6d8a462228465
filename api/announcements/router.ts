/**
 * Announcement calls: GET /api/announcements (docs/specs/customer-area.md section 7) and the
 * admin's GET/POST /api/admin/announcements, PUT/DELETE /api/admin/announcements/{id}
 * (docs/specs/admin-area.md section 7).
 */
import { Router } from 'express';
import { announcementSchema, announcementUpdateSchema } from '../../contracts/announcements';
import { createAnnouncement } from '../../application/commands/create-announcement';
import { deleteAnnouncement } from '../../application/commands/delete-announcement';
import { updateAnnouncement } from '../../application/commands/update-announcement';
import {
  findAnnouncement,
  listActiveAnnouncements,
  listAnnouncements,
} from '../../projections/announcements/queries';
import { contextOf, settled } from '../http/command-context';
import { HttpError } from '../http/errors';
import { endpoints, idParams } from '../http/endpoint';
import { searchQuery } from '../http/validate';
import type { ApiServices } from '../services';

const endpoint = endpoints('Announcements');

/** The announcement routes; admin routes answer 401 signed out and 403 for a customer. */
export function announcementsRouter(services: ApiServices): Router {
  const router = Router();
  const { pool } = services;

  async function announcement(id: number) {
    const found = await findAnnouncement(pool, id);
    if (!found) throw new HttpError(404, 'Announcement not found');
    return found;
  }

  router.get(
    '/announcements',
    endpoint(
      {
        access: 'public',
        summary: 'The active announcements shown to every visitor',
        answer: { description: 'The announcements' },
      },
      async (_input, _req, res) => {
        res.json(await listActiveAnnouncements(pool));
      },
    ),
  );

  router.get(
    '/admin/announcements',
    endpoint(
      {
        access: 'admin',
        permission: 'content',
        summary: 'Every announcement, searched (docs/specs/admin-area.md 2.14)',
        query: searchQuery,
        answer: { description: 'The announcements' },
      },
      async ({ query }, _req, res) => {
        res.json(await listAnnouncements(pool, query.search ?? ''));
      },
    ),
  );

  router.post(
    '/admin/announcements',
    endpoint(
      {
        access: 'admin',
        permission: 'content',
        summary: 'Create an announcement',
        body: announcementSchema,
        answer: { status: 201, description: 'The announcement created' },
      },
      async ({ body }, req, res) => {
        const { announcementId } = await settled(
          services,
          await createAnnouncement(services, body, contextOf(req)),
        );
        res.status(201).json(await announcement(announcementId));
      },
    ),
  );

  router.put(
    '/admin/announcements/:id',
    endpoint(
      {
        access: 'admin',
        permission: 'content',
        summary: 'Change an announcement (only the fields sent)',
        params: idParams,
        body: announcementUpdateSchema,
        answer: { description: 'The announcement changed' },
        errors: { 404: 'No such announcement' },
      },
      async ({ params, body }, req, res) => {
        await settled(
          services,
          await updateAnnouncement(
            services,
            { announcementId: params.id, changes: body },
            contextOf(req),
          ),
        );
        res.json(await announcement(params.id));
      },
    ),
  );

  router.delete(
    '/admin/announcements/:id',
    endpoint(
      {
        access: 'admin',
        permission: 'content',
        summary: 'Delete an announcement',
        params: idParams,
        answer: { description: '`{ success: true }`' },
        errors: { 404: 'No such announcement' },
      },
      async ({ params }, req, res) => {
        await settled(
          services,
          await deleteAnnouncement(services, { announcementId: params.id }, contextOf(req)),
        );
        res.json({ success: true });
      },
    ),
  );

  return router;
}
