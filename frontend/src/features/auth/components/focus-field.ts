/** Moves focus to the form control named `name` (the first field to fix), which scrolls it into view. */
export function focusField(form: HTMLFormElement, name: string): void {
  const control = form.elements.namedItem(name);
  if (control instanceof HTMLElement) control.focus();
}
