import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { contractSlugs, loadContract } from './contracts';

// The Chromium replay (e2e/js-scenarios.ts) plays scenarios in the page, without Jest, so it carries its own
// copy of the recorder's step handling. Its e2e test fails on any stream that differs; this says, in a second
// and by name, which step kind or probe the copy has not learned when the scenarios gain one.
const recorder = readFileSync(join(__dirname, '../core/testing/scenario-recorder.ts'), 'utf8') + readFileSync(join(__dirname, 'scenario-games.ts'), 'utf8');
const replay = readFileSync(join(__dirname, '../../../e2e/js-scenarios.ts'), 'utf8');

const jsSteps = contractSlugs.flatMap((slug) =>
  loadContract(slug)
    .scenarios.filter((scenario) => !scenario.engines || scenario.engines.includes('js'))
    .flatMap((scenario) => scenario.script),
);
const stepKinds = [...new Set(jsSteps.map((step) => step.do))].sort();
const probes = [...new Set(jsSteps.flatMap((step) => (step.do === 'probe' ? [step.read] : [])))].sort();

describe('the Chromium replay handles every step and probe the JavaScript scenarios use', () => {
  it.each(stepKinds)("step '%s'", (kind) => {
    expect(recorder).toContain(`case '${kind}'`);
    expect(replay).toContain(`case '${kind}'`);
  });

  it.each(probes)("probe '%s'", (read) => {
    expect(recorder).toContain(`'${read}'`);
    expect(replay).toContain(`'${read}'`);
  });
});
