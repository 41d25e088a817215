/**
 * The whitelabel-customer banner (sections 2 and 6: "Whitelabel customers on web see an extra
 * banner"): once the customer data has loaded and says isWhitelabelCustomer, a slim bar tells the
 * customer whether the current order is a whitelabel order (section 3, order.isWhitelabelOrder)
 * and links to the whitelabel page where that is switched. Nobody else sees anything, and the
 * server renders nothing (it does not know the visitor on cached pages). Only rendered on web.
 */
import { useCustomer } from "../../services/customer-store.ts";

export type WhitelabelBannerProps = {
  texts: { label: string; on: string; off: string; manage: string };
  whitelabelHref: string;
};

export default function WhitelabelBanner({ texts, whitelabelHref }: WhitelabelBannerProps) {
  const customer = useCustomer();
  if (!customer.isLoggedIn || !customer.isWhitelabelCustomer) return null;
  const on = customer.order.isWhitelabelOrder;
  return (
    <aside className="whitelabel-banner" aria-label={texts.label} data-whitelabel-order={on}>
      <strong>{texts.label}</strong>
      <span>{on ? texts.on : texts.off}</span>
      <a href={whitelabelHref}>{texts.manage}</a>
    </aside>
  );
}
