// Small domain shapes shared by several machines. They mirror spec section 3 but are declared
// here because this package imports nothing from @console/contract.

export type Language = 'en' | 'fr' | 'de';
export type WeekStart = 'sunday' | 'monday';
export type Clock = 'h12' | 'h23';
export type FilterOperator = 'IN' | 'NOT_IN';

export interface Filter {
  readonly field: string;
  readonly op: FilterOperator;
  readonly values: readonly string[];
}

/** Parameters of the `navigate` action: an in-app route change. */
export interface NavigateParams {
  readonly to: string;
}

/** Parameters of the `reload` action: a full page load, at `to` or at the current address. */
export interface ReloadParams {
  readonly to?: string;
}

/** Parameters of the `storeCsrfToken` action. */
export interface CsrfTokenParams {
  readonly token: string;
}

/** What the auth-status call answers (spec section 3, "Auth status response"). */
export interface AuthStatus {
  readonly authenticated: boolean;
  readonly role?: string | null;
  readonly owner?: readonly string[] | null;
}
