/**
 * Saves `text` as a file named `name`, the way the browser downloads any file: a click on a link to
 * it. No library, no server.
 */
export function downloadFile(name: string, text: string, type = 'application/json') {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  // After the click has handed the file to the browser's download.
  setTimeout(() => URL.revokeObjectURL(url));
}
