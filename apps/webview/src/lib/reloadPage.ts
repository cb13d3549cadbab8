/** A full reload: fetches a route's code again after a failed chunk load (its own module so tests can replace it). */
export function reloadPage(): void {
  window.location.reload();
}
