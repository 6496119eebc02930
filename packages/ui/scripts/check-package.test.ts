// The library installs in a product outside the workspace: packed, installed with its peers,
// imported from Node as ESM and type-checked from its declarations (see check-package.ts).
import { expect, test } from 'vitest';
import { checkPackage } from './check-package.ts';

test('@console/ui packs, installs, imports and type-checks in a consumer project', async () => {
  const result = await checkPackage();
  expect(result.tarball).toBe('console-ui-0.1.0.tgz');
  expect(result.exportCount).toBeGreaterThan(100);
  expect(result.styleSheet).toMatch(/@console\/ui\/dist\/style\.css$/);
}, 180_000);
