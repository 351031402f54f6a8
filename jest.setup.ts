import '@testing-library/jest-dom';

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
