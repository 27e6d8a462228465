/**
 * Test tiers (STYLE.md: one file suffix per tier): `*.unit.test.ts` pure domain tests,
 * `*.int.test.ts` application and API tests against a real PostgreSQL, `*.e2e.test.ts` browser
 * tests with Playwright driving Chromium.
 */
import { defineConfig } from 'vitest/config';

const exclude = ['node_modules/**', 'web/dist/**', '.data/**'];

export default defineConfig({
  test: {
    reporters: ['default', ['json', { outputFile: 'test-results/results.json' }]],
    projects: [
      { test: { name: 'unit', include: ['**/*.unit.test.ts'], exclude } },
      {
        test: {
          name: 'int',
          include: ['**/*.int.test.ts'],
          exclude,
          globalSetup: ['test/support/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks',
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.e2e.test.ts'],
          exclude,
          globalSetup: ['test/support/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
