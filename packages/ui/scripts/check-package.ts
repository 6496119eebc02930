// Proves that @console/ui installs as a library in a product outside this workspace: packs it
// (`pnpm pack` runs the build through `prepack` and applies publishConfig), installs the tarball
// with react, react-dom and styled-components in a temporary consumer project, imports it from
// Node as ESM and type-checks a consumer file against the published declarations.
//
// Run: pnpm --filter @console/ui check-package   (also run by scripts/check-package.test.ts)
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = path.resolve(packageDir, '../..');
const require = createRequire(import.meta.url);
const manifest = require(path.join(packageDir, 'package.json')) as {
  devDependencies: Record<string, string>;
};
const rootManifest = require(path.join(repoRoot, 'package.json')) as {
  devDependencies: Record<string, string>;
};

/** Exports a consumer reaches for first: each must be a component (a function). */
export const EXPECTED_COMPONENTS = [
  'ThemeProvider',
  'Toggle',
  'Button',
  'Select',
  'DataTable',
  'Calendar',
  'Modal',
  'Snackbar',
  'RunBar',
  'Drawer',
];

const consumerSource = `import { createElement } from 'react';
import { DataTable, ThemeProvider, Toggle, type ColumnConfig, type ToggleProps } from '@console/ui';

const columns: ColumnConfig[] = [{ name: 'domain', label: 'Domain', fill: true }];
const toggle: ToggleProps = { children: 'Alerts', isSelected: true, onChange: (on: boolean) => on };

export const screen = (
  <ThemeProvider mode="dark">
    <Toggle {...toggle} />
    <DataTable id="senders" aria-label="Senders" columns={columns} rows={[{ id: 1, domain: 'a.example' }]} />
  </ThemeProvider>
);

// The declarations are real types, not any: a wrong prop is an error.
// @ts-expect-error isSelected is a boolean
export const wrong = createElement(Toggle, { isSelected: 'yes' });
`;

const consumerTsconfig = {
  compilerOptions: {
    target: 'ES2023',
    lib: ['ES2023', 'DOM'],
    module: 'ESNext',
    moduleResolution: 'Bundler',
    jsx: 'react-jsx',
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    types: [],
  },
  files: ['consumer.tsx'],
};

const importCheck = `
const ui = await import('@console/ui');
const expected = JSON.parse(process.argv[1]);
const notFunctions = expected.filter((name) => typeof ui[name] !== 'function');
if (notFunctions.length > 0) throw new Error('not functions: ' + notFunctions.join(', '));
const css = import.meta.resolve('@console/ui/style.css');
console.log(JSON.stringify({ exports: Object.keys(ui).length, css }));
`;

function run(command: string, args: string[], cwd: string): string {
  return execFileSync(command, args, {
    cwd,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PATH: `${path.join(repoRoot, '.tools/node_modules/.bin')}:${process.env.PATH}`,
    },
  });
}

export interface PackageCheck {
  tarball: string;
  exportCount: number;
  styleSheet: string;
}

/** Packs, installs, imports and type-checks the library; throws on the first failure. */
export async function checkPackage(): Promise<PackageCheck> {
  const work = await mkdtemp(path.join(tmpdir(), 'console-ui-package-'));
  try {
    run('pnpm', ['pack', '--pack-destination', work], packageDir);
    const tarball = (await readdir(work)).find((name) => name.endsWith('.tgz'));
    if (!tarball) throw new Error('pnpm pack wrote no tarball');

    const consumer = path.join(work, 'consumer');
    await mkdir(consumer);
    const peers = ['react', 'react-dom', 'styled-components'];
    const types = ['@types/react', '@types/react-dom'];
    await writeFile(
      path.join(consumer, 'package.json'),
      JSON.stringify({
        name: 'console-ui-consumer',
        private: true,
        type: 'module',
        dependencies: {
          '@console/ui': `file:../${tarball}`,
          ...Object.fromEntries(peers.map((name) => [name, manifest.devDependencies[name]])),
          ...Object.fromEntries(types.map((name) => [name, rootManifest.devDependencies[name]])),
        },
      }),
    );
    // From the local store and metadata cache where they have the packages (they do after the
    // workspace's install), so the check normally needs no network.
    run('pnpm', ['install', '--prefer-offline', '--ignore-scripts', '--lockfile=false'], consumer);
    const installed = path.join(consumer, 'node_modules/@console/ui');
    const published = JSON.parse(await readFile(path.join(installed, 'package.json'), 'utf8'));
    if (
      published.exports?.['.']?.import !== './dist/index.js' ||
      existsSync(path.join(installed, 'src'))
    ) {
      throw new Error(`publishConfig not applied: ${JSON.stringify(published.exports)}`);
    }

    const output = run(
      process.execPath,
      ['--input-type=module', '--eval', importCheck, JSON.stringify(EXPECTED_COMPONENTS)],
      consumer,
    );
    const { exports: exportCount, css } = JSON.parse(output.trim().split('\n').at(-1) ?? '{}');
    const styleSheet = fileURLToPath(css as string);
    if (!existsSync(styleSheet)) throw new Error(`@console/ui/style.css missing: ${styleSheet}`);

    await writeFile(path.join(consumer, 'consumer.tsx'), consumerSource);
    await writeFile(path.join(consumer, 'tsconfig.json'), JSON.stringify(consumerTsconfig));
    run(process.execPath, [require.resolve('typescript/bin/tsc'), '-p', 'tsconfig.json'], consumer);

    return { tarball, exportCount: exportCount as number, styleSheet };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = performance.now();
  try {
    const result = await checkPackage();
    console.log(
      `@console/ui package OK: ${result.tarball}, ${result.exportCount} exports imported from Node, ` +
        `declarations type-check in a consumer, style.css present ` +
        `(${((performance.now() - started) / 1000).toFixed(1)} s)`,
    );
  } catch (error) {
    const failure = error as Error & { stdout?: string; stderr?: string };
    console.error(failure.message, failure.stdout ?? '', failure.stderr ?? '');
    process.exitCode = 1;
  }
}
