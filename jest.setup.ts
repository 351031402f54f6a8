import '@testing-library/jest-dom';
import { appendFileSync } from 'node:fs';
import { join } from 'node:path';

// jsdom lacks the modal methods of <dialog>; components/ui/dialog.tsx relies on them.
// (Tests under scripts/ run in the node environment, which has no DOM at all.)
if (typeof HTMLDialogElement !== 'undefined') {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}

// jsdom's document has the focus only once an element took it; a browser's page in front has it from the start, and
// the game shell reads it (a page whose window is not in front is away: core/game-shell.ts).
if (typeof Document !== 'undefined') Document.prototype.hasFocus = () => true;

// The gate's count of assertions (scripts/gate.mjs sets JEST_ASSERTIONS_DIR): each test file appends its
// tests and the expect() calls they executed, so a faster arrangement of a suite can be shown to keep them.
const assertionsDir = process.env.JEST_ASSERTIONS_DIR;
if (assertionsDir) {
  let tests = 0;
  let assertions = 0;
  afterEach(() => {
    tests += 1;
    assertions += expect.getState().assertionCalls;
  });
  afterAll(() => {
    appendFileSync(join(assertionsDir, `${process.pid}.jsonl`), `${JSON.stringify({ file: expect.getState().testPath, tests, assertions })}\n`);
  });
}
