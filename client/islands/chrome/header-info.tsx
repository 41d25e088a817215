/**
 * The header's info items (specification section 2, "Header"): magazine, service hotline, account
 * and cart. Logged out, the account item opens the log-in dialog; logged in, it shows the
 * customer's first and last name with the login icon. The cart item shows the article count.
 * The server (and a cached page) renders the logged-out state; the account label has a fixed
 * width and the count badge sits on the icon, so filling them in after hydration shifts nothing.
 */
import type { MouseEvent } from "react";
import { Icon } from "../../components/icon.tsx";
import { useCustomer } from "../../services/customer-store.ts";
import { openDialog } from "../../services/dialogs.ts";

export const LOGIN_DIALOG = "login";

export type HeaderInfoProps = {
  magazine: { text: string; href: string };
  hotline: { text: string; phone: string; hours: string };
  accountLabel: string;
  accountHref: string;
  cartLabel: string;
  cartHref: string;
  /** `{{count}}` stands for the number of articles. */
  cartCountLabel: string;
};

export default function HeaderInfo(props: HeaderInfoProps) {
  const customer = useCustomer();
  const count = customer.order.cartArticlesAmount;
  const onAccount = (event: MouseEvent<HTMLAnchorElement>) => {
    if (customer.isLoggedIn) return;
    event.preventDefault();
    openDialog(LOGIN_DIALOG);
  };
  return (
    <ul className="info-items">
      <li className="info-item info-item--magazine">
        <a className="info-item__link" href={props.magazine.href}>
          <Icon name="magazine" />
          <span className="info-item__label">{props.magazine.text}</span>
        </a>
      </li>
      <li className="info-item info-item--hotline">
        <a
          className="info-item__link"
          href={`tel:${props.hotline.phone.replace(/[^+\d]/g, "")}`}
          title={props.hotline.hours}
        >
          <Icon name="hotline" />
          <span className="info-item__label">
            {props.hotline.text}
            <small>{props.hotline.phone}</small>
          </span>
        </a>
      </li>
      <li className="info-item info-item--account">
        <a
          className="info-item__link"
          href={props.accountHref}
          onClick={onAccount}
          aria-haspopup={customer.isLoggedIn ? undefined : "dialog"}
          data-logged-in={customer.isLoggedIn || undefined}
        >
          <Icon name={customer.isLoggedIn ? "login" : "account"} />
          <span className="info-item__label info-item__label--fixed">
            {customer.isLoggedIn ? customer.fullName : props.accountLabel}
          </span>
        </a>
      </li>
      <li className="info-item info-item--cart">
        <a
          className="info-item__link"
          href={props.cartHref}
          aria-label={`${props.cartLabel}, ${props.cartCountLabel.replace("{{count}}", String(count))}`}
        >
          <span className="info-item__icon">
            <Icon name="cart" />
            <span className="cart-count" data-count={count} aria-hidden="true">
              {count}
            </span>
          </span>
          <span className="info-item__label">{props.cartLabel}</span>
        </a>
      </li>
    </ul>
  );
}
