/**
 * Test tiers (CODE_STYLE.md: one file suffix per tier): `*.unit.test.ts` pure tests (deciders,
 * shared rules, web logic) and command handlers on the in-memory event store, `*.int.test.ts`
 * application and API tests against a real PostgreSQL, `*.e2e.test.ts` browser tests with
 * Playwright driving Chromium, `*.soak.test.ts` long fault, load and scanner runs.
 */
import { defineConfig } from 'vitest/config';
import { webAliases } from './web/aliases.ts';
import { InterleavingSequencer } from './test/support/interleaving-sequencer.ts';

const exclude = ['node_modules/**', 'web/dist/**', 'web/dist-server/**', '.data/**'];

/**
 * Integration tests that start an embedded PostgreSQL on the store's default port (54329, or the
 * next free one when taken): two at once could both find the same port free. The other one,
 * bin/npm-start.int.test.ts, runs in the parallel group (no other file there uses the default
 * port); these run after it.
 */
const embeddedPortTests = ['bin/embedded-database.int.test.ts'];

/**
 * Long fault, load and scanner runs (`*.soak.test.ts`): only when KEYMART_SOAK=1, which
 * `npm run test:soak` sets (`.ci/run` runs it after `npm test`); sized to about 5 minutes together
 * on two cores. Their report goes to a file of its own, beside the one of `npm test`.
 */
const soak = process.env.KEYMART_SOAK === '1';

/**
 * `npm run test:int` sets KEYMART_TIER=int: the store project then holds only the integration
 * files (Vitest's --exclude does not reach a project's own include).
 */
const storeFiles =
  process.env.KEYMART_TIER === 'int'
    ? ['**/*.int.test.ts']
    : ['**/*.int.test.ts', 'test/e2e/**/*.e2e.test.ts'];

export default defineConfig({
  resolve: { alias: webAliases },
  test: {
    reporters: [
      'default',
      ['json', { outputFile: soak ? 'test-results/soak.json' : 'test-results/results.json' }],
    ],
    // Three test files at a time across the unit, integration and browser tiers (one shared pool
    // for sequence group 0) on two cores. Vitest's default there is one (cores - 1), which runs
    // every file in turn although a store test spends most of its time waiting on PostgreSQL,
    // HTTP, timers or Chromium: a browser file alone keeps under half of the two cores busy, and
    // two files at a time left about a third of the CPU idle; three leave under a tenth. Each file
    // has its own database, on its worker's own server (test/support/global-setup.ts), and its
    // store on a free port, so any files can overlap (but embeddedPortTests). All projects of one
    // group must name the same count.
    maxWorkers: 3,
    // Browser files alternate with integration files rather than all running first.
    sequence: { sequencer: InterleavingSequencer },
    // expect.poll waits for what a store or a page does in its own time (a projection catching
    // up, a fetch finishing): Vitest's default of one second is short for that on two loaded cores.
    expect: { poll: { timeout: 15_000, interval: 100 } },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['**/*.unit.test.ts'],
          // One process per worker for all of them: a new process per file spent about half a
          // second starting and importing, longer than nearly every unit file runs. None mocks
          // modules, and the one that changes process.env (TZ) puts it back after each test.
          isolate: false,
          exclude,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          // Integration (`*.int.test.ts`) and browser (`test/e2e/*.e2e.test.ts`) files in one
          // project: Vitest hands a worker process the next file only within a project, and the
          // two kinds alternate (InterleavingSequencer), so as two projects almost every file
          // started a new process and imported the store again (2-3 s each).
          name: 'store',
          include: storeFiles,
          // One process per worker runs its files in turn, keeping the modules it imported (the
          // whole store): a new process per file spent about two seconds starting and importing,
          // longer than most of these files run. Each file still starts its own store on its own
          // database (and a browser file its own Chromium and screenshot names), and none mocks
          // modules or changes process.env.
          isolate: false,
          exclude: [...exclude, ...embeddedPortTests],
          globalSetup: ['test/support/global-setup.ts'],
          // A browser test walks several pages; an integration test needs far less.
          testTimeout: 120_000,
          hookTimeout: 120_000,
          pool: 'forks',
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: 'int-embedded',
          include: embeddedPortTests,
          exclude,
          globalSetup: ['test/support/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks',
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
      ...(soak
        ? [
            {
              extends: true as const,
              test: {
                name: 'soak',
                include: ['**/*.soak.test.ts'],
                exclude,
                globalSetup: ['test/support/global-setup.ts'],
                testTimeout: 1_200_000,
                hookTimeout: 300_000,
                // One file at a time, alone on the machine (`npm run test:soak` runs only this
                // project): faults and load need the cores.
                fileParallelism: false,
                sequence: { groupOrder: 2 },
              },
            },
          ]
        : []),
    ],
  },
});
