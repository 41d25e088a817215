/**
 * The state of one customer form: busy while the call runs, then the server's message and the
 * field errors (section 5: server field errors come back as `errorFields`).
 */
import { type FormEvent, useState } from "react";
import type { CallResult } from "../services/customer.ts";
import { formValues } from "./field.tsx";

export interface SubmitState {
  busy: boolean;
  message: string;
  errorFields: Record<string, string>;
  done: boolean;
}

export function useSubmit(call: (values: Record<string, string>) => Promise<CallResult>, onDone?: () => void) {
  const [state, setState] = useState<SubmitState>({ busy: false, message: "", errorFields: {}, done: false });
  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setState((s) => ({ ...s, busy: true }));
    const result = await call(formValues(event.currentTarget));
    if (result.error) setState({ busy: false, message: result.message, errorFields: result.errorFields, done: false });
    else {
      setState({ busy: false, message: result.message ?? "", errorFields: {}, done: true });
      onDone?.();
    }
  }
  return { state, onSubmit };
}
