/**
 * The core's GET form models (limit-control.ts, jump-form.ts) as the nodes
 * the form elements show: in their shadow root with a `part` on the form,
 * the label and the button; in light DOM the very nodes of the core's
 * markup. The form's control (select, input) and what follows the button
 * (an error message) are the element's own.
 *
 * @module
 */
import type { GetForm } from '../../pagination/get-form.js';
import { view, type ElementView, type View } from '../paginator-element/render.js';

/** What a form element puts in the form besides its target. */
export interface FormParts {
  label: string;
  button: string;
  /** The control inside the label. */
  control: ElementView;
  /** Attributes added to the form (`novalidate`). */
  formAttributes?: readonly string[];
  /** Nodes after the button. */
  after?: readonly View[];
}

/**
 * The form: `<form method="get" action>`, the hidden fields, the labelled
 * control, a space, the submit button, then `after`.
 */
export function formView(form: GetForm, parts: FormParts, light: boolean): ElementView {
  const part = (name: string) => (light ? [] : ['part', name]);
  const hidden = form.hidden.map(([name, value]) => view('input', ['type', 'hidden', 'name', name, 'value', value]));
  return view('form', [...part('form'), 'method', 'get', 'action', form.action, ...(parts.formAttributes ?? [])], [
    ...hidden,
    view('label', part('label'), [`${parts.label} `, parts.control]),
    ' ',
    view('button', [...part('button'), 'type', 'submit'], [parts.button]),
    ...(parts.after ?? []),
  ]);
}
