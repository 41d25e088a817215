/**
 * The component of each island, for rendering it on the server (`Island`): the worker renders
 * every island the registry names (`client/islands/registry.ts`), and the mapped type makes a
 * missing, extra or mismatched entry a compile error.
 */
import AccountDialogs from "../../client/islands/account-dialogs.tsx";
import AccountPage from "../../client/islands/account-page.tsx";
import ActionBar from "../../client/islands/action-bar.tsx";
import BackToTop from "../../client/islands/back-to-top.tsx";
import BurgerMenu from "../../client/islands/burger-menu.tsx";
import CartPage from "../../client/islands/cart-page.tsx";
import ConsentBanner from "../../client/islands/consent-banner.tsx";
import ContactForm from "../../client/islands/contact-form.tsx";
import DialogHost from "../../client/islands/dialog-host.tsx";
import FooterBoxes from "../../client/islands/footer-boxes.tsx";
import FooterLinkBox from "../../client/islands/footer-link-box.tsx";
import FooterTiles from "../../client/islands/footer-tiles.tsx";
import GiftVoucherForm from "../../client/islands/gift-voucher-form.tsx";
import HeaderInfo from "../../client/islands/header-info.tsx";
import HelpButton from "../../client/islands/help-button.tsx";
import MainNavigation from "../../client/islands/main-navigation.tsx";
import NewsletterConfirm from "../../client/islands/newsletter-confirm.tsx";
import NewsletterForm from "../../client/islands/newsletter-form.tsx";
import PriceCalculator from "../../client/islands/price-calculator.tsx";
import QuantityPicker from "../../client/islands/quantity-picker.tsx";
import ReviewCarousel from "../../client/islands/review-carousel.tsx";
import SeoText from "../../client/islands/seo-text.tsx";
import SmartBanner from "../../client/islands/smart-banner.tsx";
import StoryblokPreview from "../../client/islands/storyblok-preview.tsx";
import WhitelabelBanner from "../../client/islands/whitelabel-banner.tsx";
import WhitelabelSwitch from "../../client/islands/whitelabel-switch.tsx";
import WishlistButton from "../../client/islands/wishlist-button.tsx";
import WishlistPage from "../../client/islands/wishlist-page.tsx";
import type { IslandComponent, IslandName } from "../../client/islands/registry.ts";

export const ISLAND_COMPONENTS: { [N in IslandName]: IslandComponent<N> } = {
  "account-dialogs": AccountDialogs,
  "account-page": AccountPage,
  "action-bar": ActionBar,
  "back-to-top": BackToTop,
  "burger-menu": BurgerMenu,
  "cart-page": CartPage,
  "consent-banner": ConsentBanner,
  "contact-form": ContactForm,
  "dialog-host": DialogHost,
  "footer-boxes": FooterBoxes,
  "footer-link-box": FooterLinkBox,
  "footer-tiles": FooterTiles,
  "gift-voucher-form": GiftVoucherForm,
  "header-info": HeaderInfo,
  "help-button": HelpButton,
  "main-navigation": MainNavigation,
  "newsletter-confirm": NewsletterConfirm,
  "newsletter-form": NewsletterForm,
  "price-calculator": PriceCalculator,
  "quantity-picker": QuantityPicker,
  "review-carousel": ReviewCarousel,
  "seo-text": SeoText,
  "smart-banner": SmartBanner,
  "storyblok-preview": StoryblokPreview,
  "whitelabel-banner": WhitelabelBanner,
  "whitelabel-switch": WhitelabelSwitch,
  "wishlist-button": WishlistButton,
  "wishlist-page": WishlistPage,
};
