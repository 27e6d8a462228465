/**
 * Announcement calls: GET /api/announcements (customer-area.md section 7) and the admin's
 * GET/POST /api/admin/announcements, PUT/DELETE /api/admin/announcements/{id}
 * (admin-area.md section 7).
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
import { requireAdmin } from '../auth/session';
import { contextOf, settled } from '../http/command-context';
import { HttpError } from '../http/errors';
import { parseBody, parseId, textParam } from '../http/validate';
import type { ApiServices } from '../services';

const searchSchema = textParam(200).optional();

/** The announcement routes; admin routes answer 401 signed out and 403 for a customer. */
export function announcementsRouter(services: ApiServices): Router {
  const router = Router();
  const { pool } = services;

  async function announcement(id: number) {
    const found = await findAnnouncement(pool, id);
    if (!found) throw new HttpError(404, 'Announcement not found');
    return found;
  }

  router.get('/announcements', async (_req, res) => {
    res.json(await listActiveAnnouncements(pool));
  });

  router.get('/admin/announcements', async (req, res) => {
    requireAdmin(req);
    res.json(await listAnnouncements(pool, searchSchema.parse(req.query.search) ?? ''));
  });

  router.post('/admin/announcements', async (req, res) => {
    requireAdmin(req);
    const body = parseBody(announcementSchema, req);
    const { announcementId } = await settled(
      services,
      await createAnnouncement(services, body, contextOf(req)),
    );
    res.status(201).json(await announcement(announcementId));
  });

  router.put('/admin/announcements/:id', async (req, res) => {
    requireAdmin(req);
    const announcementId = parseId(req);
    const changes = parseBody(announcementUpdateSchema, req);
    await settled(
      services,
      await updateAnnouncement(services, { announcementId, changes }, contextOf(req)),
    );
    res.json(await announcement(announcementId));
  });

  router.delete('/admin/announcements/:id', async (req, res) => {
    requireAdmin(req);
    await settled(
      services,
      await deleteAnnouncement(services, { announcementId: parseId(req) }, contextOf(req)),
    );
    res.json({ success: true });
  });

  return router;
}
