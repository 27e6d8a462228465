/** Announcement types and their looks (docs/specs/customer-area.md section 3). */
import { describe, expect, it } from 'vitest';
import { announcementStyle } from './components/announcement-banner';

describe('announcementStyle', () => {
  it('gives the five named types their own look', () => {
    const labels = ['promotion', 'warning', 'success', 'maintenance', 'announcement'].map(
      (type) => announcementStyle(type).label,
    );
    expect(new Set(labels).size).toBe(5);
    expect(labels).not.toContain('Info');
  });

  it('shows any other type, the admin "general" included, as info', () => {
    for (const type of ['general', 'info', 'something-new', '', null, undefined]) {
      expect(announcementStyle(type).label).toBe('Info');
    }
  });
});
