/**
 * Forms that work before and without the page's scripts (docs/adr/008-server-rendering.md). A
 * form posts to its own page; the edge answers with the page again and the form's echo (what was
 * typed, what went wrong), which the page renders on the server and hydrates with. Its fields
 * start from what the reader typed before the scripts ran (the DOM's value while hydrating), so
 * hydration never empties a field, and from the echo on a page that answers a post.
 */
import { createContext, useContext, useState } from 'react';
import type { FormEcho } from '../server-render';
import { useHydrated } from './useHydrated';

const FormEchoContext = createContext<FormEcho | undefined>(undefined);
export const FormEchoProvider = FormEchoContext.Provider;

/**
 * The echo of the form named `form`, while the page is the server's answer to it (on the server
 * and while hydrating); undefined afterwards, so a form opened again later starts afresh. Read it
 * in state initializers.
 */
export function useFormEcho(form: string): FormEcho | undefined {
  const echo = useContext(FormEchoContext);
  const hydrated = useHydrated();
  return !hydrated && echo?.form === form ? echo : undefined;
}

/** What the reader typed into a field of a server-rendered form, before its scripts ran. */
function typedValue(form: string, field: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const element = document.forms.namedItem(form)?.elements.namedItem(field);
  return element instanceof HTMLInputElement ? element.value : undefined;
}

/**
 * A controlled field's state that starts from what the reader typed before hydration, else from
 * the form's echo, else `initial`.
 */
export function useFormField(form: string, field: string, initial = ''): [string, (value: string) => void] {
  const echo = useFormEcho(form);
  const hydrated = useHydrated();
  return useState(() => (hydrated ? undefined : typedValue(form, field)) ?? echo?.values[field] ?? initial);
}
