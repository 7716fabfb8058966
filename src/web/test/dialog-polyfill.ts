/**
 * jsdom has <dialog> but not its methods. Enough of them for components built on `components/ui/dialog.tsx`:
 * showModal opens and focuses the first control (as browsers do), Escape fires `cancel`, close fires `close`.
 * Import it in a test file that opens a dialog.
 */
const FOCUSABLE = 'button:not([disabled]), a[href], input:not([disabled]), select, textarea, [tabindex]';

if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
    this.querySelector<HTMLElement>(FOCUSABLE)?.focus();
  };
  HTMLDialogElement.prototype.show = HTMLDialogElement.prototype.showModal;
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    const dialog = (event.target as Element | null)?.closest?.('dialog[open]');
    if (dialog) dialog.dispatchEvent(new Event('cancel', { cancelable: true }));
  });
}
