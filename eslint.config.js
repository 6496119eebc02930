// One lint setup for the whole repo (formatting is Prettier's job, see .prettierrc.json).
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// The package direction of ARCHITECTURE.md as a failing check: app -> ui, machines, contract;
// server -> contract; ui, machines and contract depend on nothing of ours (ui and machines keep
// their own copies of the contract's values, compared by packages/app/src/sharedValues.test.ts;
// packages/contract/README.md says why). A relative import that climbs into another package's
// folder (`../../server/src/...`) counts as importing that package. e2e/ and the root Storybook
// drive the whole product and stay outside these rules.
const packages = ['app', 'ui', 'machines', 'server', 'contract'];
const mayImport = {
  app: ['ui', 'machines', 'contract'],
  server: ['contract'],
  ui: [],
  machines: [],
  contract: [],
};

function packagePatterns(name) {
  const others = packages.filter((other) => other !== name);
  const forbidden = others.filter((other) => !mayImport[name].includes(other));
  const allowedText = mayImport[name].map((other) => `@console/${other}`).join(', ');
  return [
    {
      group: forbidden.flatMap((other) => [`@console/${other}`, `@console/${other}/*`]),
      message: `@console/${name} may import ${allowedText || 'nothing of ours'} (ARCHITECTURE.md, "Dependency direction").`,
    },
    {
      regex: `^(\\.\\./)+(packages/)?(${others.join('|')})(/|$)`,
      message: `Another package's folder: import it by its name, and only in the direction ARCHITECTURE.md allows.`,
    },
  ];
}

const packageBoundaries = packages.map((name) => ({
  files: [`packages/${name}/**/*.{js,mjs,cjs,ts,mts,cts,tsx}`],
  rules: { 'no-restricted-imports': ['error', { patterns: packagePatterns(name) }] },
}));

// Inside the server, the lower layers import no module: modules register with them (routes,
// jobs, inbound routes, first-start content), and start.ts, server.ts and the command line
// assemble them. The registry.ts files are the lists modules register in (jobs, mail received),
// as modules/index.ts is of routes.
const serverLayers = ['http', 'auth', 'db', 'dns', 'mail', 'jobs', 'secrets'];
const serverLayering = {
  files: serverLayers.map((layer) => `packages/server/src/${layer}/**/*.ts`),
  ignores: ['**/*.test.ts', 'packages/server/src/**/registry.ts'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          ...packagePatterns('server'),
          {
            regex: '^(\\.\\./)+modules/',
            message: `The server's lower layers import no module: the module registers with them (packages/server/README.md, "Layout").`,
          },
        ],
      },
    ],
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '.tools/**',
      'storybook-static/**',
      'e2e-artifacts/**',
      '**/__screenshots__/**',
      'data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['packages/{ui,app}/**/*.tsx', '.storybook/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  ...packageBoundaries,
  serverLayering,
);
