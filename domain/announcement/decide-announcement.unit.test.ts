import { describe, it } from 'vitest';
import { DeciderSpecification } from '../../test/support/decider-specification';
import {
  evolveAnnouncement,
  initialAnnouncement,
  type Announcement,
  type AnnouncementEvent,
} from './announcement';
import { createAnnouncement, deleteAnnouncement, updateAnnouncement } from './decide-announcement';

const created: AnnouncementEvent = {
  type: 'AnnouncementCreated',
  data: { announcementId: 3, text: 'Spring sale', type: 'promotion', isActive: true },
};
const deleted: AnnouncementEvent = { type: 'AnnouncementDeleted', data: { announcementId: 3 } };
const announcement = { evolve: evolveAnnouncement, initialState: initialAnnouncement };
const create = DeciderSpecification.for({ decide: createAnnouncement, ...announcement });
const update = DeciderSpecification.for({ decide: updateAnnouncement, ...announcement });
const remove = DeciderSpecification.for({
  decide: (_: void, state: Announcement) => deleteAnnouncement(state),
  ...announcement,
});

describe('CreateAnnouncement', () => {
  it('creates an announcement with the trimmed text', () => {
    create
      .given([])
      .when({
        announcementId: 3,
        details: { text: '  Spring sale ', type: 'promotion', isActive: true },
      })
      .then([created]);
  });

  it('refuses an empty or whitespace text with "Text is required"', () => {
    create
      .given([])
      .when({ announcementId: 3, details: { text: ' \t ', type: 'general', isActive: true } })
      .thenThrows('validation', 'Text is required');
  });
});

describe('UpdateAnnouncement', () => {
  it('toggles only isActive, keeping text and type', () => {
    update
      .given([created])
      .when({ isActive: false })
      .then([
        {
          type: 'AnnouncementUpdated',
          data: { text: 'Spring sale', type: 'promotion', isActive: false },
        },
      ]);
  });

  it('edits text and type; nothing changes nothing', () => {
    update
      .given([created])
      .when({ text: 'Maintenance tonight', type: 'maintenance' })
      .then([
        {
          type: 'AnnouncementUpdated',
          data: { text: 'Maintenance tonight', type: 'maintenance', isActive: true },
        },
      ]);
    update.given([created]).when({ text: 'Spring sale ' }).then([]);
  });

  it('refuses a blank text and an announcement that does not exist', () => {
    update.given([created]).when({ text: '  ' }).thenThrows('validation', 'Text is required');
    update.given([]).when({ isActive: true }).thenThrows('not_found', 'Announcement not found');
  });
});

describe('DeleteAnnouncement', () => {
  it('deletes once', () => {
    remove.given([created]).when().then([deleted]);
    remove.given([created, deleted]).when().thenThrows('not_found', 'Announcement not found');
  });
});
