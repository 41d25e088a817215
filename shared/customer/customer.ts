/**
 * The customer as the browser sees it (specification section 3, "Customer"; section 7, "Customer calls").
 */
export interface CustomerOrder {
  isWhitelabelOrder: boolean;
  cartArticlesAmount: number;
}

/** Exactly the fields of the customer data call. */
export interface CustomerData {
  emailHash: string;
  firstName: string;
  lastName: string;
  isLoggedIn: boolean;
  isWhitelabelCustomer: boolean;
  number: string;
  order: CustomerOrder;
  /** Default 0. */
  type: number;
}

export interface Customer extends CustomerData {
  /** First plus last name when logged in, otherwise empty. */
  fullName: string;
}

export function withFullName(data: CustomerData): Customer {
  const fullName = data.isLoggedIn ? `${data.firstName} ${data.lastName}`.trim() : "";
  return { ...data, fullName };
}

export const ANONYMOUS_CUSTOMER: CustomerData = {
  emailHash: "",
  firstName: "",
  lastName: "",
  isLoggedIn: false,
  isWhitelabelCustomer: false,
  number: "",
  order: { isWhitelabelOrder: false, cartArticlesAmount: 0 },
  type: 0,
};
