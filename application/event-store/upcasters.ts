/**
 * Event evolution without rewriting history (ARCHITECTURE.md "Events are immutable"): each
 * stored event carries its schema version in its metadata (`schemaVersion`, 1 when absent), and
 * upcasters turn old shapes into the current one when events are read. Appends stamp the
 * current version of each type. An upcaster is keyed by event type and the version it reads.
 */

/** Turns `eventType` data of `fromVersion` into the shape of `fromVersion + 1`. Pure. */
export interface Upcaster {
  eventType: string;
  fromVersion: number;
  upcast(data: Record<string, unknown>): Record<string, unknown>;
}

/**
 * The store's upcasters: when an event's shape changes, add one here (with a test that reads the
 * old shape) instead of changing stored events.
 */
export const UPCASTERS: readonly Upcaster[] = [
  // Reviews posted before the store recorded verified purchases were not judged: none is marked.
  {
    eventType: 'ReviewPosted',
    fromVersion: 1,
    upcast: (data) => ({ ...data, verifiedPurchase: false }),
  },
];

/** Upcasters by event type, ordered by version, with each type's current schema version. */
export class Upcasters {
  private readonly byType = new Map<string, Map<number, Upcaster>>();

  /** @throws Error when two upcasters read the same type and version */
  constructor(upcasters: readonly Upcaster[] = UPCASTERS) {
    for (const upcaster of upcasters) {
      const versions = this.byType.get(upcaster.eventType) ?? new Map<number, Upcaster>();
      if (versions.has(upcaster.fromVersion))
        throw new Error(`Two upcasters for ${upcaster.eventType} v${upcaster.fromVersion}`);
      versions.set(upcaster.fromVersion, upcaster);
      this.byType.set(upcaster.eventType, versions);
    }
  }

  /** The version new events of `eventType` are written in (1 + its last upcaster's version). */
  currentVersion(eventType: string): number {
    const versions = this.byType.get(eventType);
    return versions ? Math.max(...versions.keys()) + 1 : 1;
  }

  /** `data` stored at `version`, brought to the current version. */
  upcast(
    eventType: string,
    version: number,
    data: Record<string, unknown>,
  ): Record<string, unknown> {
    const versions = this.byType.get(eventType);
    if (!versions) return data;
    let current = data;
    for (let v = version; versions.has(v); v++) current = versions.get(v)!.upcast(current);
    return current;
  }
}
