import { afterEach, describe, expect, it } from 'vitest';
import { encodeNotice } from './wake-up-notice';
import { WakeUps } from './wake-ups';

/** WakeUps kept in this process (no database): only signals and received notices wake. */
function watching(wakeUps: WakeUps, types: Record<string, readonly string[] | null>) {
  const woken: string[] = [];
  for (const [name, eventTypes] of Object.entries(types))
    wakeUps.watch({ name, eventTypes, wake: () => woken.push(name) });
  return woken;
}

describe('wake-ups in one process', () => {
  let wakeUps: WakeUps;
  afterEach(() => wakeUps.close());

  it('wakes only the subscriptions of the appended types, and those of every type', () => {
    wakeUps = new WakeUps(null);
    const woken = watching(wakeUps, {
      orders: ['OrderPlaced'],
      announcements: ['AnnouncementPublished'],
      audit: null,
    });
    wakeUps.signal(['OrderPlaced', 'WalletDebited']);
    expect(woken.sort()).toEqual(['audit', 'orders']);
  });

  it('wakes every subscription when the appended types are not known', () => {
    wakeUps = new WakeUps(null);
    const woken = watching(wakeUps, { orders: ['OrderPlaced'], announcements: ['Other'] });
    wakeUps.signal();
    expect(woken.sort()).toEqual(['announcements', 'orders']);
  });

  it('ignores its own notices and wakes on another instance’s only for the types it names', () => {
    wakeUps = new WakeUps(null);
    const woken = watching(wakeUps, { orders: ['OrderPlaced'], announcements: ['Other'] });
    wakeUps.receive('keymart_events', encodeNotice(wakeUps.instance, ['OrderPlaced']));
    expect(woken).toEqual([]);
    wakeUps.receive('keymart_events', encodeNotice('another-instance', ['OrderPlaced']));
    expect(woken).toEqual(['orders']);
    // An older process's notice without a payload wakes everything.
    wakeUps.receive('keymart_events', '');
    expect(woken.sort()).toEqual(['announcements', 'orders', 'orders']);
  });

  it('stops waking a subscription that stopped watching', () => {
    wakeUps = new WakeUps(null);
    const woken: string[] = [];
    const unwatch = wakeUps.watch({
      name: 'orders',
      eventTypes: ['OrderPlaced'],
      wake: () => woken.push('orders'),
    });
    unwatch();
    wakeUps.signal(['OrderPlaced']);
    expect(woken).toEqual([]);
  });

  it("passes other instances' progress to followers, never its own", () => {
    wakeUps = new WakeUps(null);
    let progress = 0;
    const stop = wakeUps.subscribeProgress(() => (progress += 1));
    wakeUps.receive('keymart_progress', encodeNotice(wakeUps.instance, null));
    expect(progress).toBe(0);
    wakeUps.receive('keymart_progress', encodeNotice('another-instance', null));
    expect(progress).toBe(1);
    wakeUps.signalProgress();
    expect(progress).toBe(2);
    stop();
    wakeUps.signalProgress();
    expect(progress).toBe(2);
  });
});
