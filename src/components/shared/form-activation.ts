/**
 * How the form elements take their forms over: a submission (button,
 * Enter) and a change of a control are handed to the element, never to
 * the browser, together with whether the reader used the keyboard (then
 * focus moves to the updated region after an Ajax swap, as for links).
 * `submit` and `change` do not cross a shadow root, so the listeners sit on
 * the render root, light or shadow.
 *
 * @module
 */

/** What the element does with its form. */
export interface FormHandlers {
  submit(form: HTMLFormElement, keyboard: boolean): void;
  change?(form: HTMLFormElement, target: EventTarget | null, keyboard: boolean): void;
}

/** Listens to one element's form; the listeners go with the render root. */
export class FormActivation {
  /** The last thing the reader did was with a pointer (a click on the button), not with a key. */
  private pointer = false;

  constructor(private readonly host: Element, private readonly handlers: FormHandlers) {}

  /** Listens on `root` (the element's render root) and returns it. */
  listen<R extends HTMLElement | DocumentFragment>(root: R): R {
    root.addEventListener('pointerdown', () => (this.pointer = true), true);
    root.addEventListener('keydown', () => (this.pointer = false), true);
    root.addEventListener('submit', (event) => {
      const form = this.formOf(event);
      if (!form) return;
      // Always taken over: the element validates and goes through navigate(); the browser is sent on by it.
      event.preventDefault();
      this.handlers.submit(form, !this.pointer);
    });
    root.addEventListener('change', (event) => {
      const form = this.formOf(event);
      if (form) this.handlers.change?.(form, event.target, !this.pointer);
    });
    return root;
  }

  /** The element's own form an event came from (light DOM holds the page's nodes too). */
  private formOf(event: Event): HTMLFormElement | null {
    const form = (event.target as Element | null)?.closest?.('form') ?? null;
    return form && form.parentNode === (this.host.shadowRoot ?? this.host) ? form : null;
  }
}
