import type { ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { PortalAction } from './domain/permissions';

/**
 * Every page's address, spelled once. The addresses are the old portal's, bookmarked and linked from e-mails,
 * so they keep their mixed case.
 */
export const PATHS = {
  home: '/',
  signIn: '/login/bankId',
  signInCallback: '/login/callback',
  roleSelection: '/login/roleSelection',
  forestOwnerRegistration: '/login/ForestOwnerRegistration/registrationForm',
  userRegistration: '/login/userRegistration',
  noUser: '/login/no-user',
  planOrderByCode: '/login/planbestilling',
  contact: '/contact',
  profile: '/profile',
  accesses: '/profile/accesses',
  contactInfo: '/profile/contact',
  accountInfo: '/profile/account',
  oneTimeCode: '/oneTimeCode',
  accountant: '/accountant',
  economics: '/economics',
  timberRegistration: '/timberRegistration',
  contracts: '/timberContract',
  signContract: '/timberContract/signContract',
  readyForPickup: '/timberContract/readyForPickup',
  environmentalReportPrivate: '/timberContract/envReportPrivate',
  environmentalReportOperation: '/timberContract/envReportAToperation',
  measuringNotes: '/timberContract/measuringNotes',
  contractFiles: '/timberContract/contractFiles',
  myForest: '/myForest',
  orders: '/orders',
  plantOrder: '/orders/selectProperty',
  priceCalculator: '/priceCalculator',
  planOrder: '/planDataOrder/ChooseMunicipality',
  ideaBank: '/ideaBank',
  registerArrangement: '/ideaBank/registerArrangement',
  notFound: '*',
} as const;

export type AppPath = (typeof PATHS)[keyof typeof PATHS];

/**
 * A page as its feature declares it; src/app/routeTable.ts lists every feature's, and src/app/router.tsx
 * places them in their layout. Only data and the lazy import here: this is in the entry, the page is not.
 */
export interface PageRoute {
  path: AppPath;
  /** Shown before an account is chosen, in the green frame without menu; otherwise in the signed-in layout. */
  public?: true;
  /** A public page that makes no API call does not wait for the query client (the sign-in page). */
  fetchesNothing?: true;
  /** What the person must be allowed for the active account (src/domain/permissions.ts); none: everyone. */
  requires?: PortalAction;
  lazy: () => Promise<{ Component: ComponentType }>;
  /**
   * The page's first calls, started beside its code when the address is opened (src/app/prefetchPage.ts):
   * `queryClient.query` with the same query options the page reads, imported on demand.
   */
  prefetch?: PagePrefetch;
}

/** Puts the page's first queries for `accountId` in `queryClient`'s cache (under way is enough). */
export type PagePrefetch = (queryClient: QueryClient, accountId: string) => Promise<void>;

/** What the signed-in layout hands 'Bytt selskap' when it sends a person there to choose: where they were going. */
export interface AccountChoiceState {
  afterChoice: string;
}
