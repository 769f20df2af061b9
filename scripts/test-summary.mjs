// Reads the reports of every test runner (go test -json via gotestsum, Vitest's
// JSON reporter, Playwright's JSON reporter) and prints one line per runner and
// a last line totalling them: "Total: N passed, M failed, K skipped".
// Exits 1 when anything failed or an expected report is missing.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.argv[2] ?? '.reports';
const rows = [];
let missing = false;

function goCounts(file) {
  const c = { passed: 0, failed: 0, skipped: 0 };
  const failedPackages = new Set();
  const packagesWithFailedTests = new Set();
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim().startsWith('{')) continue;
    let ev;
    try {
      ev = JSON.parse(line);
    } catch {
      continue;
    }
    if (ev.Test) {
      if (ev.Action === 'pass') c.passed++;
      else if (ev.Action === 'fail') {
        c.failed++;
        packagesWithFailedTests.add(ev.Package);
      } else if (ev.Action === 'skip') c.skipped++;
    } else if (ev.Action === 'fail') {
      failedPackages.add(ev.Package);
    }
  }
  // A package that failed without a failing test (build error, panic in
  // TestMain, timeout) still counts as one failure.
  for (const p of failedPackages) if (!packagesWithFailedTests.has(p)) c.failed++;
  return c;
}

function vitestCounts(file) {
  const r = JSON.parse(readFileSync(file, 'utf8'));
  const failedSuites = (r.testResults ?? []).filter(
    (s) => s.status === 'failed' && (s.assertionResults ?? []).every((a) => a.status !== 'failed'),
  ).length;
  return {
    passed: r.numPassedTests ?? 0,
    failed: (r.numFailedTests ?? 0) + failedSuites,
    skipped: (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0),
  };
}

// The journeys may run as several processes side by side (scripts/test.sh),
// each with its own report: playwright-<name>.json.
function playwrightFiles() {
  return existsSync(dir) ? readdirSync(dir).filter((f) => /^playwright.*\.json$/.test(f)).sort() : [];
}

function playwrightCounts() {
  const c = { passed: 0, failed: 0, skipped: 0 };
  for (const f of playwrightFiles()) {
    const s = JSON.parse(readFileSync(join(dir, f), 'utf8')).stats ?? {};
    c.passed += (s.expected ?? 0) + (s.flaky ?? 0);
    c.failed += s.unexpected ?? 0;
    c.skipped += s.skipped ?? 0;
  }
  return c;
}

const runners = [
  ['Go', 'go.json', goCounts, true],
  ['Vitest', 'vitest.json', vitestCounts, true],
  ['Playwright', () => playwrightFiles()[0], playwrightCounts, process.env.EXPECT_PLAYWRIGHT === '1'],
];

const total = { passed: 0, failed: 0, skipped: 0 };
for (const [name, fileName, count, expected] of runners) {
  const file = join(dir, (typeof fileName === 'function' ? fileName() : fileName) ?? 'none');
  if (!existsSync(file)) {
    if (expected) {
      console.log(`${name}: no report (the runner did not finish)`);
      total.failed++;
      missing = true;
    } else {
      console.log(`${name}: skipped (see the SKIPPING line above)`);
    }
    continue;
  }
  let c;
  try {
    c = count(file);
  } catch (err) {
    console.log(`${name}: unreadable report (${err.message})`);
    total.failed++;
    missing = true;
    continue;
  }
  rows.push([name, c]);
  for (const k of Object.keys(total)) total[k] += c[k];
  console.log(`${name}: ${c.passed} passed, ${c.failed} failed, ${c.skipped} skipped`);
}
console.log(`Total: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(total.failed > 0 || missing ? 1 : 0);
