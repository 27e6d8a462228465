/**
 * After a submit with errors, every form brings the person to the first control in error, in
 * document order: scrolled into view and focused. Focus on an input that is `aria-invalid` with
 * its error in the helper text (which MUI links through `aria-describedby`) makes screen readers
 * read its label, "invalid" and the error (WAI-ARIA 1.2 aria-invalid; WCAG 2.2 success criterion
 * 3.3.1, Error Identification). A submit button far below a missing field then never "does
 * nothing".
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { scrollBehavior } from './motion';

/** What choosing a control reads of it; a DOM Element is one. */
export interface ControlLike {
  getAttribute(name: string): string | null;
  hasAttribute(name: string): boolean;
}

/** The controls that may be in error: MUI puts aria-invalid on a TextField's input or a Select's combobox. */
const CANDIDATES = '[aria-invalid]';

/**
 * Of `controls` in document order, the first that is in error and that a person can reach:
 * `aria-invalid="true"`, not hidden from assistive technology (MUI Select's hidden native input
 * repeats its combobox's state) and not disabled. Null when none is.
 */
export function firstControlInError<C extends ControlLike>(controls: Iterable<C>): C | null {
  for (const control of controls)
    if (
      control.getAttribute('aria-invalid') === 'true' &&
      control.getAttribute('aria-hidden') !== 'true' &&
      !control.hasAttribute('disabled')
    )
      return control;
  return null;
}

/**
 * Scrolls the first control in error inside `container` to the middle of its scroll area
 * (smoothly unless the person asked for reduced motion) and focuses it. False when none is.
 */
export function focusFirstError(container: ParentNode | null): boolean {
  const control = firstControlInError(container?.querySelectorAll<HTMLElement>(CANDIDATES) ?? []);
  if (!control) return false;
  control.scrollIntoView({ block: 'center', behavior: scrollBehavior() });
  control.focus({ preventScroll: true });
  return true;
}

/**
 * For a form: `ref` goes on the element holding its controls (the form), and `onErrors()` is
 * called where a submit found errors (the browser's or the server's). The errors render first;
 * then the first control in error is brought into view and focused.
 */
export function useFocusFirstError<T extends HTMLElement = HTMLFormElement>() {
  const ref = useRef<T>(null);
  const [request, setRequest] = useState(0);
  useEffect(() => {
    if (request > 0) focusFirstError(ref.current);
  }, [request]);
  const onErrors = useCallback(() => setRequest((count) => count + 1), []);
  return { ref, onErrors };
}
