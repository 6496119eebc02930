// Prints the plain closing line CI reads: "N passed, N failed" (", N skipped" when any were).
// Before it, the run's wall time, the time each project's files took and the slowest files, to
// say where the time goes.
// A failure that is not a test's counts as one failure too, named above the closing line: a file
// that fails to load, a suite whose beforeAll throws (its tests, which never ran, are part of that
// failure, not skipped), an unhandled error. A broken file can never end a run on "0 failed".
import type { Reporter, TestCase, TestModule, TestSuite } from 'vitest/node';

type Entity = TestModule | TestSuite;

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function nameOf(entity: Entity): string {
  const file = entity.type === 'module' ? entity : entity.module;
  const where = `${file.project.name ? `${file.project.name} ` : ''}${file.relativeModuleId}`;
  return entity.type === 'module' ? where : `${where} > ${entity.fullName}`;
}

/** The module and suites of a file whose setup failed: they hold errors of their own. */
function brokenEntities(testModule: TestModule): Entity[] {
  const broken: Entity[] = [];
  if (testModule.errors().length > 0) broken.push(testModule);
  for (const suite of testModule.children.allSuites()) {
    if (suite.errors().length > 0) broken.push(suite);
  }
  return broken;
}

function underBroken(test: TestCase, broken: ReadonlySet<Entity>): boolean {
  for (let parent: Entity = test.parent; ; parent = parent.parent) {
    if (broken.has(parent)) return true;
    if (parent.type === 'module') return false;
  }
}

export default class SummaryReporter implements Reporter {
  private readonly startedAt = Number(process.env.TEST_STARTED_AT) || Date.now();
  private readonly vitestStartedAt = Date.now();

  onTestRunEnd(
    testModules: ReadonlyArray<TestModule>,
    unhandledErrors: ReadonlyArray<unknown>,
  ): void {
    let passed = 0;
    let failed = unhandledErrors.length;
    let skipped = 0;
    const failures: string[] = unhandledErrors.map(() => 'an unhandled error (printed above)');
    for (const testModule of testModules) {
      const broken = new Set(brokenEntities(testModule));
      let failedInModule = broken.size;
      for (const entity of broken) failures.push(`failed to set up: ${nameOf(entity)}`);
      for (const test of testModule.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') passed += 1;
        else if (state === 'failed') failedInModule += 1;
        else if (!underBroken(test, broken)) skipped += 1;
      }
      // a file that failed for a reason neither its tests nor its suites hold
      if (failedInModule === 0 && testModule.state() === 'failed') {
        failedInModule = 1;
        failures.push(`failed: ${nameOf(testModule)}`);
      }
      failed += failedInModule;
    }
    this.printTimes(testModules);
    if (failures.length > 0) process.stdout.write(`\n${failures.join('\n')}\n`);
    if (process.env.TEST_POSTGRES_URL === 'off') {
      process.stdout.write(
        '\nTEST_POSTGRES_URL=off: the storage tests ran on PGlite alone, not on PostgreSQL\n',
      );
    }
    const tail = skipped > 0 ? `, ${skipped} skipped` : '';
    process.stdout.write(`\n${passed} passed, ${failed} failed${tail}\n`);
  }

  private printTimes(testModules: ReadonlyArray<TestModule>): void {
    const now = Date.now();
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
    const before = this.vitestStartedAt - this.startedAt;
    process.stdout.write(
      `\nWall time: ${seconds(now - this.startedAt)}` +
        (before > 1000
          ? ` (checks and build ${seconds(before)}, tests ${seconds(now - this.vitestStartedAt)})`
          : '') +
        '\nTime in test files, summed over workers:\n',
    );
    for (const [project, total] of projects) {
      process.stdout.write(`  ${project}: ${total.files} files, ${seconds(total.ms)}\n`);
    }
    process.stdout.write('Slowest files:\n');
    for (const { project, file, ms } of timed.sort((a, b) => b.ms - a.ms).slice(0, 10)) {
      process.stdout.write(`  ${seconds(ms)}  ${project}  ${file}\n`);
    }
  }
}
