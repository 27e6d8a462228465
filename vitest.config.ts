/**
 * Test tiers (STYLE.md: one file suffix per tier): `*.unit.test.ts` pure domain tests,
 * `*.int.test.ts` application and API tests against a real PostgreSQL, `*.e2e.test.ts` browser
 * tests with Playwright driving Chromium.
 */
import { defineConfig } from 'vitest/config';
import { webAliases } from './web/aliases';

const exclude = ['node_modules/**', 'web/dist/**', '.data/**'];

/**
 * Long fault, load and scanner runs (`*.soak.test.ts`): only when KEYMART_SOAK=1, which `.ci/run`
 * sets; a plain `npm test` stays within about 20 minutes on two cores.
 */
const soak = process.env.KEYMART_SOAK === '1';

export default defineConfig({
  resolve: { alias: webAliases },
  test: {
    reporters: ['default', ['json', { outputFile: 'test-results/results.json' }]],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['**/*.unit.test.ts'],
          exclude,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: 'int',
          include: ['**/*.int.test.ts'],
          exclude,
          globalSetup: ['test/support/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks',
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.e2e.test.ts'],
          exclude,
          globalSetup: ['test/support/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          sequence: { groupOrder: 0 },
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
                fileParallelism: false,
                // After every other project (all in group 0), alone on the machine: faults and
                // load need the cores.
                sequence: { groupOrder: 1 },
              },
            },
          ]
        : []),
    ],
  },
});
