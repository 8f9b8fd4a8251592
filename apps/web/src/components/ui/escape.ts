// Escape handling shared by the dialog and popover wrappers.

/**
 * Escape in a search field with text clears the field first (spec §5 "Esc clears"); only the next
 * Escape closes the modal or panel around it. Radix sees Escape before the field does, hence here.
 */
export function keepOpenWhileClearingSearch(event: KeyboardEvent): void {
  const target = event.target;
  if (target instanceof HTMLInputElement && target.getAttribute('role') === 'combobox' && target.value !== '') {
    event.preventDefault();
  }
}
