/**
 * The global config: header, navigation, burger menu, action bar, smart banner and footer data
 * (specification section 3, "Navigation item", "Flyout group", "Other header and menu data",
 * "Countdown and smart banner", "Footer data"). The content adapter maps the global config story
 * (root path) to this shape once; the chrome reads only this shape.
 */

export interface Link {
  /** Shop-internal paths start with `/` and are route paths (no locale folder); others are absolute URLs. */
  url: string;
  /** Opens in a new tab; only for external links (section 2, "Route handling"). */
  newTab?: boolean;
  /** Footer links with open setting 'ucSettings' open the consent settings instead (section 2, "Footer"). */
  openSetting?: "ucSettings";
}

export interface Asset {
  filename: string;
  alt?: string;
}

export interface TextLink {
  text: string;
  link: Link;
}

export type NavigationType =
  | "calendar"
  | "card"
  | "collage"
  | "frame"
  | "photobook"
  | "wandbilder"
  | "accessories"
  | "photobox"
  | "photoprint"
  | "themes"
  | "none";

export interface FlyoutGroupItem {
  storyblokTitle: string;
  link: Link;
  asset?: Asset;
  linkOnlyImage?: boolean;
  isHeadlineItem?: boolean;
  subFlyoutGroups?: FlyoutGroup[];
  subnaviTitle?: string;
  subnaviAsset?: Asset;
  typeOverride?: string;
  /** The linked story's slug and title when the item points at a story. */
  fullStoryData?: { slug: string; title: string };
}

export interface FlyoutGroup {
  /** For example `occasions`, `categories`, `poster`, `bestseller` (section 2, "Main navigation"). */
  flyoutGroupIdentifier: string;
  flyoutGroupTitle: string;
  flyoutGroupItems: FlyoutGroupItem[];
  flyoutGroupItemsCustom?: FlyoutGroupItem[];
  /** Tile or row kind, for example `circle`, `square`, `square-image`, `list`, `separator`. */
  type: string;
}

export interface NavigationItem {
  text: string;
  link: Link;
  url: string;
  navigationType: NavigationType;
  flyoutGroups: FlyoutGroup[];
  subNaviOnly: boolean;
  isOnlyInBurgerNavigation: boolean;
  alwaysShowSubNavi: boolean;
  icon?: string;
  hasSubItems: boolean;
  subItems: NavigationItem[];
}

export interface ServiceHotline {
  text: string;
  /** E.164 or local dialling form, used for the tel: link. */
  phone: string;
  hours?: string;
}

export interface HeaderData {
  shopLinks: TextLink[];
  magazine: TextLink;
  service: TextLink;
  account: TextLink;
  cart: TextLink;
  serviceHotline: ServiceHotline;
}

export interface BurgerData {
  mainNavigationItems: NavigationItem[];
  extraMenu: TextLink[];
  serviceHotline: ServiceHotline;
  serviceText: string;
  footer: TextLink[];
}

export interface ActionBar {
  id: string;
  /** HTML; may hold the countdown placeholder `{countdown}`. */
  text: string;
  color: string;
  backgroundColor: string;
  countdownEndDate?: string;
  actionBarEndDate?: string;
}

export interface SmartBanner {
  productName: string;
  ratingText: string;
  ctaText: string;
  /** App store deep link; the current path is appended. */
  deepLink: string;
}

export interface Review {
  id: string;
  stars: 1 | 2 | 3 | 4 | 5;
  title: string;
  text: string;
  authorName: string;
  createdAt: string;
}

export interface ReviewBlock {
  title: string;
  subtitle: string;
  reviews: {
    reviews: Review[];
    score: { stars: number; trustScore: number };
    totalReviews: number;
    reviewBaseLink: string;
    companyLink: string;
  };
}

export interface NewsletterBlock {
  headline: string;
  inputPlaceholder: string;
  ctaText: string;
  newsletterText: string;
  backgroundColor?: string;
  textColor?: string;
}

export interface CommunicationTile {
  headline: string;
  headlineShort: string;
  text: string;
  cta: TextLink[];
}

export interface LinkBox {
  headline: string;
  linkLists: { headline: string; links: TextLink[] }[];
}

export type FooterBoxKind =
  | "aboutShop"
  | "appLinks"
  | "awards"
  | "customerService"
  | "international"
  | "languages"
  | "socialMedia";

export interface FooterBoxItem {
  title?: string;
  text?: string;
  link?: Link;
  linkImage?: Asset;
}

export interface FooterBox {
  kind: FooterBoxKind;
  headline: string;
  gridArea: string;
  items: FooterBoxItem[];
}

export interface FooterData {
  linkbox: LinkBox;
  newsletterBlock: NewsletterBlock;
  communicationBlock: CommunicationTile[];
  customerOpinions: ReviewBlock;
  paymentMethods: { id: string; filename: string }[];
  footerBlock: FooterBox[];
  copyrightBlock: { text: string };
  seoViewMore?: { text: string };
}

export interface GlobalConfig {
  header: HeaderData;
  navigation: NavigationItem[];
  burger: BurgerData;
  actionBar?: ActionBar;
  smartBanner?: SmartBanner;
  footer: FooterData;
  /** Localised help button label ('Hilfe', 'Help', ...). */
  helpLabel: string;
  /** The most asked questions, for the first-party help panel (section 2 "Help button"). */
  helpQuestions?: { question: string; answer: string }[];
}
