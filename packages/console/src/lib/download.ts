/** Saves a file the way a browser download does: an object URL behind a clicked `<a download>`. */
export function downloadFile(name: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the URL to the download by now; a later revoke frees the blob.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
