// Prints how fast diagnostics become templates and categories. Run:
//   node packages/server/bench/parse/templates.bench.ts [diagnostics=200000]
// The corpus is the bounce and deferral answers of demo traffic: real wording with varying
// recipients, IPs and ids, so nearly every input string is distinct.
import os from 'node:os';
import {
  classifyBounce,
  createBounceClassifier,
} from '../../src/modules/delivery/classify/classifyBounce.ts';
import { diagnosticTemplate } from '../../src/modules/delivery/classify/diagnosticTemplate.ts';
import { generateDemoTraffic } from '../../src/modules/delivery/demo/generator.ts';

const wanted = Number(process.argv[2] ?? 200_000);
// Figures depend on what else the machine runs: the load average is printed with them.
const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');
console.log(`cores ${os.cpus().length}, load average ${load()}`);
process.on('exit', () => console.log(`load average at the end ${load()}`));
const corpus: { diagnostic: string; dsnStatus: string | null }[] = [];
for (const event of generateDemoTraffic({
  seed: 9,
  days: 365,
  messagesPerDay: 200_000,
  includeSubmitted: false,
})) {
  if (event.diagnostic !== null && (event.type === 'bounced' || event.type === 'deferred')) {
    corpus.push({ diagnostic: event.diagnostic, dsnStatus: event.dsnStatus });
    if (corpus.length === wanted) break;
  }
}
const distinctInputs = new Set(corpus.map((entry) => entry.diagnostic)).size;
const averageLength =
  corpus.reduce((sum, entry) => sum + entry.diagnostic.length, 0) / corpus.length;

function measure(label: string, rounds: number, work: () => void): void {
  work(); // warm-up: let the JIT settle before the clock runs
  const started = process.hrtime.bigint();
  for (let round = 0; round < rounds; round += 1) work();
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const perSecond = Math.round((corpus.length * rounds) / seconds);
  console.log(
    `${label.padEnd(34)} ${perSecond.toLocaleString('en-US').padStart(12)} /s  (${(seconds * 1000).toFixed(0)} ms for ${(corpus.length * rounds).toLocaleString('en-US')})`,
  );
}

console.log(
  `corpus: ${corpus.length.toLocaleString('en-US')} diagnostics, ${distinctInputs.toLocaleString('en-US')} distinct, ${averageLength.toFixed(0)} characters on average`,
);
const templates = new Set<string>();
for (const entry of corpus) templates.add(diagnosticTemplate(entry.diagnostic));
console.log(
  `templates: ${templates.size} distinct (${(distinctInputs / templates.size).toFixed(0)} inputs per template)`,
);

let sink = 0;
measure('diagnosticTemplate', 5, () => {
  for (const entry of corpus) sink += diagnosticTemplate(entry.diagnostic).length;
});
measure('classifyBounce (rules, no memo)', 2, () => {
  for (const entry of corpus) sink += classifyBounce(entry).length;
});
const memoised = createBounceClassifier();
measure('template + memoised classification', 5, () => {
  for (const entry of corpus) sink += memoised(entry, diagnosticTemplate(entry.diagnostic)).length;
});
if (sink === 0) console.log('(nothing measured)');
