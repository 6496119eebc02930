// Rewrites the generated section of packages/machines/README.md from the machines themselves.
// Run with plain Node 22 (type stripping): node packages/machines/scripts/readme.ts

import { readFileSync, writeFileSync } from 'node:fs';
import * as barrel from '../src/index.ts';
import { machineEntries, machinesSection, replaceSection } from '../src/machineDocs.ts';

const packageRoot = new URL('../', import.meta.url);
const readmeUrl = new URL('README.md', packageRoot);
const sourceOf = (name: string) => readFileSync(new URL(`src/${name}.ts`, packageRoot), 'utf8');

const readme = readFileSync(readmeUrl, 'utf8');
const updated = replaceSection(readme, machinesSection(machineEntries(barrel, sourceOf)));
if (updated === readme) {
  console.log('README.md is up to date');
} else {
  writeFileSync(readmeUrl, updated);
  console.log('README.md machines section rewritten');
}
