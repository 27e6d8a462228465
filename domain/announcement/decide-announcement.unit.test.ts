import { describe, expect, it } from 'vitest';
import { fold } from '../shared/event';
import { evolveAnnouncement, initialAnnouncement, type AnnouncementEvent } from './announcement';
import { createAnnouncement, deleteAnnouncement, updateAnnouncement } from './decide-announcement';
import { expectDomainError } from '../shared/expect-domain-error';

const created: AnnouncementEvent = {
  type: 'AnnouncementCreated',
  data: { announcementId: 3, text: 'Spring sale', type: 'promotion', isActive: true },
};
const given = (...events: AnnouncementEvent[]) =>
  fold(events, evolveAnnouncement, initialAnnouncement);

describe('CreateAnnouncement', () => {
  it('creates an announcement with the trimmed text', () => {
    expect(
      createAnnouncement(
        {
          announcementId: 3,
          details: { text: '  Spring sale ', type: 'promotion', isActive: true },
        },
        given(),
      ),
    ).toEqual([created]);
  });

  it('refuses an empty or whitespace text with "Text is required"', () => {
    expectDomainError(
      () =>
        createAnnouncement(
          { announcementId: 3, details: { text: ' \t ', type: 'general', isActive: true } },
          given(),
        ),
      'validation',
      'Text is required',
    );
  });
});

describe('UpdateAnnouncement', () => {
  it('toggles only isActive, keeping text and type', () => {
    expect(updateAnnouncement({ isActive: false }, given(created))).toEqual([
      {
        type: 'AnnouncementUpdated',
        data: { text: 'Spring sale', type: 'promotion', isActive: false },
      },
    ]);
  });

  it('edits text and type; nothing changes nothing', () => {
    expect(
      updateAnnouncement({ text: 'Maintenance tonight', type: 'maintenance' }, given(created)),
    ).toEqual([
      {
        type: 'AnnouncementUpdated',
        data: { text: 'Maintenance tonight', type: 'maintenance', isActive: true },
      },
    ]);
    expect(updateAnnouncement({ text: 'Spring sale ' }, given(created))).toEqual([]);
  });

  it('refuses a blank text and an announcement that does not exist', () => {
    expectDomainError(
      () => updateAnnouncement({ text: '  ' }, given(created)),
      'validation',
      'Text is required',
    );
    expectDomainError(
      () => updateAnnouncement({ isActive: true }, given()),
      'not_found',
      'Announcement not found',
    );
  });
});

describe('DeleteAnnouncement', () => {
  it('deletes once', () => {
    const events = deleteAnnouncement(given(created));
    expect(events).toEqual([{ type: 'AnnouncementDeleted', data: { announcementId: 3 } }]);
    expectDomainError(
      () => deleteAnnouncement(given(created, ...events)),
      'not_found',
      'Announcement not found',
    );
  });
});
