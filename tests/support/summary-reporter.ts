import type { Reporter, TestModule } from 'vitest/node';

/** Ends every run with the plain line CI reads: `N passed, N failed` (and skipped when any). */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>, errors: ReadonlyArray<unknown>): void {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    for (const module of modules) {
      const failedBefore = failed;
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') passed += 1;
        else if (state === 'failed') failed += 1;
        else skipped += 1;
      }
      // A file that failed outside its tests (its beforeAll threw: every test skipped) is a failure too.
      if (module.state() === 'failed' && failed === failedBefore) failed += 1;
    }
    failed += errors.length;
    // TEST_TIMES=1: where the time goes, slowest file first.
    if (process.env.TEST_TIMES) {
      const times = modules.map((module) => [module.diagnostic().duration, module.moduleId.replace(/^.*\/tests\//, '')] as const).sort((a, b) => b[0] - a[0]);
      console.log(times.map(([duration, file]) => `${(duration / 1000).toFixed(1).padStart(7)} s  ${file}`).join('\n'));
    }
    console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
  }
}
