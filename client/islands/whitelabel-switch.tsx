/**
 * The whitelabel switch (section 7, `/whitelabel/switch`; section 6): a whitelabel customer turns
 * the current order into a whitelabel order and back.
 */
import { useState } from "react";
import type { CustomerData } from "../../shared/customer/customer.ts";
import { type BffErrorData, bffTry } from "../services/bff.ts";
import { applyCustomer } from "../services/customer.ts";

export interface WhitelabelSwitchProps {
  enabled: boolean;
  label: string;
  onText: string;
  offText: string;
  errorText: string;
}

export default function WhitelabelSwitch(props: WhitelabelSwitchProps) {
  const [enabled, setEnabled] = useState(props.enabled);
  const [error, setError] = useState("");
  async function toggle(next: boolean) {
    const res = await bffTry<CustomerData & BffErrorData>("POST", "/whitelabel/switch", { enabled: next });
    if (res?.ok) {
      applyCustomer(res.data);
      setEnabled(res.data.order.isWhitelabelOrder);
      setError("");
    } else setError(res?.data.message?.text ?? props.errorText);
  }
  return (
    <div className="whitelabel-switch">
      <label>
        <input
          type="checkbox"
          role="switch"
          checked={enabled}
          aria-checked={enabled}
          onChange={(e) => void toggle(e.currentTarget.checked)}
        />{" "}
        {props.label}
      </label>
      <p role="status">{enabled ? props.onText : props.offText}</p>
      {error ? <p role="alert">{error}</p> : null}
    </div>
  );
}
