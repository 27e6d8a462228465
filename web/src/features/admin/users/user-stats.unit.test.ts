import { describe, expect, it } from 'vitest';
import { userStats } from './user-stats';

describe('userStats', () => {
  it('counts users, admins and users holding a balance, and sums balances in cents', () => {
    expect(
      userStats([
        { isAdmin: true, balance: '0.00' },
        { isAdmin: false, balance: '12.50' },
        { isAdmin: false, balance: '0.10' },
        { isAdmin: false, balance: '0.20' },
        { isAdmin: false, balance: '0.00' },
      ]),
    ).toEqual({ totalUsers: 5, admins: 1, totalBalanceCents: 1280, usersWithBalance: 3 });
  });

  it('adds cents exactly where floats would drift (0.10 + 0.20)', () => {
    expect(
      userStats([
        { isAdmin: false, balance: '0.10' },
        { isAdmin: false, balance: '0.20' },
      ]).totalBalanceCents,
    ).toBe(30);
  });

  it('gives zeros for no users and counts an unreadable balance as 0', () => {
    expect(userStats([])).toEqual({
      totalUsers: 0,
      admins: 0,
      totalBalanceCents: 0,
      usersWithBalance: 0,
    });
    expect(userStats([{ isAdmin: false, balance: 'n/a' }]).usersWithBalance).toBe(0);
  });
});
