import type { ExportFile } from './export-file';

/** Hands bytes to the browser as a download through a temporary object URL. */
export function saveFile({ filename, type, bytes }: ExportFile) {
  const url = URL.createObjectURL(new Blob([bytes], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    // Revoked a moment later: some browsers read the URL after click() returns.
    window.setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
}
