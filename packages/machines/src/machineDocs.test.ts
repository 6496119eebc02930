import { readFileSync } from 'node:fs';
import { setup } from 'xstate';
import { describe, expect, it } from 'vitest';
import * as barrel from './index.ts';
import {
  currentSection,
  describeMachine,
  leadingComment,
  machineEntries,
  machinesSection,
  replaceSection,
  SECTION_END,
  SECTION_START,
} from './machineDocs.ts';
import { requiredAction } from './provided.ts';

const packageRoot = new URL('../', import.meta.url);
const sourceOf = (name: string) => readFileSync(new URL(`src/${name}.ts`, packageRoot), 'utf8');

describe('README machines section', () => {
  it('matches the machines; run `node packages/machines/scripts/readme.ts` if this fails', () => {
    const readme = readFileSync(new URL('README.md', packageRoot), 'utf8');
    const expected = machinesSection(machineEntries(barrel, sourceOf));
    expect(currentSection(readme)).toBe(expected);
  });

  it('covers every machine of the barrel', () => {
    const names = machineEntries(barrel, sourceOf).map((entry) => entry.name);
    expect(names).toContain('loginMachine');
    expect(names).toContain('timeRangeMachine');
    expect(names).toContain('invitationMachine');
    expect(names).toHaveLength(21);
  });
});

describe('describeMachine', () => {
  const demo = setup({
    types: { events: {} as { type: 'door.open' } | { type: 'door.close' } },
    actions: { ring: requiredAction('ring'), log: () => {} },
    guards: { isUnlocked: () => true },
    delays: { autoClose: 500 },
  }).createMachine({
    id: 'door',
    initial: 'closed',
    states: {
      closed: { on: { 'door.open': { guard: 'isUnlocked', target: 'open', actions: 'ring' } } },
      open: {
        tags: 'busy',
        after: { autoClose: { target: 'closed', actions: 'log' } },
        on: { 'door.close': { target: 'closed' } },
      },
    },
  });
  const text = describeMachine({ name: 'doorMachine', machine: demo, summary: 'A door.' });

  it('lists events, states, what the app provides and every transition', () => {
    expect(text).toContain('Events: `door.close`, `door.open`');
    expect(text).toContain('The app provides: actions `ring`');
    expect(text).toContain('- `closed` (initial)');
    expect(text).toContain('- `open` (tags busy)');
    expect(text).toContain('| `closed` | `door.open` | isUnlocked | `open` | ring |');
    expect(text).toContain('| `open` | after autoClose |  | `closed` | log |');
  });
});

describe('section helpers', () => {
  it('reads the opening comment of a file', () => {
    expect(leadingComment('// One.\n// Two.\n\nimport x;\n// Later.')).toBe('One. Two.');
    expect(leadingComment('import x;')).toBe('');
  });

  it('replaces only the marked section', () => {
    const readme = `# Title\n\n${SECTION_START}\nold\n${SECTION_END}\n\n## After\n`;
    const replaced = replaceSection(readme, `${SECTION_START}\nnew\n${SECTION_END}`);
    expect(replaced).toBe(`# Title\n\n${SECTION_START}\nnew\n${SECTION_END}\n\n## After\n`);
    expect(currentSection(replaced)).toBe(`${SECTION_START}\nnew\n${SECTION_END}`);
  });

  it('refuses a README without markers', () => {
    expect(() => replaceSection('# Title\n', 'x')).toThrow(/markers/);
    expect(currentSection('# Title\n')).toBeNull();
  });
});
