// Prints the plain closing line CI reads: "N passed, N failed" (", N skipped" when any were).
// Before it, the time each project's files took and the slowest files, to say where CI time goes.
// A test file that fails to load and an unhandled error each count as one failure, so a broken
// file can never pass silently.
import type { Reporter, TestModule } from 'vitest/node';

export default class SummaryReporter implements Reporter {
  onTestRunEnd(
    testModules: ReadonlyArray<TestModule>,
    unhandledErrors: ReadonlyArray<unknown>,
  ): void {
    let passed = 0;
    let failed = unhandledErrors.length;
    let skipped = 0;
    for (const testModule of testModules) {
      let testsInModule = 0;
      for (const test of testModule.children.allTests()) {
        testsInModule += 1;
        const state = test.result().state;
        if (state === 'passed') passed += 1;
        else if (state === 'failed') failed += 1;
        else skipped += 1;
      }
      if (testsInModule === 0 && testModule.state() === 'failed') failed += 1;
    }
    this.printTimes(testModules);
    const tail = skipped > 0 ? `, ${skipped} skipped` : '';
    process.stdout.write(`\n${passed} passed, ${failed} failed${tail}\n`);
  }

  private printTimes(testModules: ReadonlyArray<TestModule>): void {
    const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
    const timed = testModules.map((testModule) => {
      const { duration, collectDuration, setupDuration } = testModule.diagnostic();
      return {
        project: testModule.project.name,
        file: testModule.relativeModuleId,
        ms: duration + collectDuration + setupDuration,
      };
    });
    const projects = new Map<string, { files: number; ms: number }>();
    for (const { project, ms } of timed) {
      const total = projects.get(project) ?? { files: 0, ms: 0 };
      projects.set(project, { files: total.files + 1, ms: total.ms + ms });
    }
    process.stdout.write('\nTime in test files, summed over workers:\n');
    for (const [project, total] of projects) {
      process.stdout.write(`  ${project}: ${total.files} files, ${seconds(total.ms)}\n`);
    }
    process.stdout.write('Slowest files:\n');
    for (const { project, file, ms } of timed.sort((a, b) => b.ms - a.ms).slice(0, 12)) {
      process.stdout.write(`  ${seconds(ms)}  ${project}  ${file}\n`);
    }
  }
}
