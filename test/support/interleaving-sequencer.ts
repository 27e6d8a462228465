/**
 * The order test files start in: Vitest's (failed first, then longest first, files it has not
 * timed by size), except that within each sequence group the browser files alternate with the
 * others instead of all running first. A browser file keeps a core busy with Chromium, while an
 * integration file spends much of its time waiting on PostgreSQL, timers or child processes: side
 * by side they fill both cores, where two browser files at once left the integration files to run
 * two at a time later, with cores idle.
 *
 * A clean clone (CI) has no timings, and some of the longest files are among the smallest: the
 * fault runs (a few lines around a shared driver that kills workers or restarts PostgreSQL for a
 * minute or more), the backup round trip and the rebuilds. Ordered by size they started last and
 * ran alone at the end; LONG_RUNNING puts them first among the other files, with the few
 * mid-sized files that run half a minute or more (the bad-input walk, the CLI, the Kafka cluster).
 */
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** Files that run for a minute or more whatever their size (see above). */
const LONG_RUNNING =
  /\/(test\/faults|test\/backup|test\/scale-out)\/|\/projections\/rebuild|\/test\/security\/bad-input\.int|\/bin\/cli\.int|\/test\/support\/kafka\.int/;

/** Vitest's sequencer, with browser and other files alternating within each sequence group. */
export class InterleavingSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const groups = new Map<number, { browser: TestSpecification[]; other: TestSpecification[] }>();
    for (const file of await super.sort(files)) {
      const order = file.project.config.sequence.groupOrder;
      const group = groups.get(order) ?? { browser: [], other: [] };
      groups.set(order, group);
      (file.moduleId.endsWith('.e2e.test.ts') ? group.browser : group.other).push(file);
    }
    const sorted: TestSpecification[] = [];
    for (const order of [...groups.keys()].sort((a, b) => a - b)) {
      const { browser, other: others } = groups.get(order)!;
      const isLong = (file: TestSpecification) => LONG_RUNNING.test(file.moduleId);
      const other = [...others.filter(isLong), ...others.filter((file) => !isLong(file))];
      for (let i = 0; i < Math.max(browser.length, other.length); i += 1)
        sorted.push(...browser.slice(i, i + 1), ...other.slice(i, i + 1));
    }
    return sorted;
  }
}
