/**
 * The account page: for a visitor who is logged out, log-in, sign-up and
 * password reset (the new-password step when the page was opened from the reset mail); for a
 * customer, the profile, password change, newsletter status, the wishlist link and log-out.
 */
import { useState } from "react";
import type { Customer } from "../../shared/customer/customer.ts";
import { AccountForms } from "../customers/account-forms.tsx";
import { NewPasswordForm } from "../customers/new-password-form.tsx";
import { NewsletterStatus } from "../customers/newsletter-status.tsx";
import { PasswordChangeForm } from "../customers/password-change-form.tsx";
import { ProfileForm } from "../customers/profile-form.tsx";
import { type Texts, translatorOf } from "../customers/texts.ts";
import { useHydratedCustomer } from "../customers/use-hydrated-customer.ts";
import { logOut } from "../services/account-calls.ts";

export interface AccountPageProps {
  texts: Texts;
  customer: Customer;
  resetToken: string;
  wishlistPath: string;
  whitelabelPath: string;
}

export default function AccountPage(props: AccountPageProps) {
  const t = translatorOf(props.texts);
  const customer = useHydratedCustomer(props.customer);
  const [resetToken, setResetToken] = useState(props.resetToken);

  if (!customer.isLoggedIn) {
    return (
      <div className="account-page">
        <h1>{t("accountPage.title")}</h1>
        {resetToken ? (
          <NewPasswordForm texts={props.texts} token={resetToken} />
        ) : (
          <>
            <p>{t("accountPage.loggedOut")}</p>
            <AccountForms texts={props.texts} />
          </>
        )}
        {resetToken ? (
          <button type="button" className="link-button" onClick={() => setResetToken("")}>
            {t("accountPage.backToLogin")}
          </button>
        ) : null}
      </div>
    );
  }
  return (
    <div className="account-page">
      <h1>{t("accountPage.hello", { name: customer.fullName })}</h1>
      <p>{t("accountPage.customerNumber", { number: customer.number })}</p>
      <nav className="account-page__links" aria-label={t("accountPage.title")}>
        {props.wishlistPath ? <a href={props.wishlistPath}>{t("accountPage.wishlistLink")}</a> : null}
        {customer.isWhitelabelCustomer ? <a href={props.whitelabelPath}>{t("accountPage.whitelabelLink")}</a> : null}
      </nav>
      <ProfileForm texts={props.texts} firstName={customer.firstName} lastName={customer.lastName} />
      <PasswordChangeForm texts={props.texts} />
      <NewsletterStatus texts={props.texts} />
      <button type="button" className="button button--secondary" onClick={() => void logOut()}>
        {t("accountPage.logout")}
      </button>
    </div>
  );
}
