import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

const NOT_TEXTS = ['**/*.test.ts', '**/*.test.tsx', '<rootDir>/src/api/generated/**'];

/**
 * Norwegian Bokmål is the source: the texts stay Norwegian in the code (Lingui's macros), `npm run
 * i18n:extract` writes them to the PO catalogs, and the English ones are translated in src/locales/en/. The Vite
 * plugin compiles a catalog when the app imports it (src/i18n/i18n.ts): one chunk per language and area, so a
 * page loads its own texts and the frame's, in the active language only. docs/i18n.md says how and why.
 *
 * The areas: the frame (every page: the sign-in, the error and offline pages, the shared components), the
 * signed-in layout (its header, menus and footer), and one per translated feature. A feature's texts land in the
 * frame until the feature has an area here; its code loads it by name (`loadTexts('<area>')`, src/i18n/i18n.ts).
 */
const AREAS: Record<string, string[]> = {
  // The signed-in frame, with the services' names and descriptions its menus and the front page show.
  layout: ['<rootDir>/src/app/layouts', '<rootDir>/src/domain/serviceMenuTexts.ts'],
  // The sign-in's later steps (after BankID), not the sign-in page: its texts are in the frame.
  'sign-in-steps': [
    '<rootDir>/src/features/login/CallbackPage.tsx',
    '<rootDir>/src/features/login/RoleSelectionPage.tsx',
    '<rootDir>/src/features/login/NoUserPage.tsx',
  ],
  // Why the person was signed out (the sign-in page, only when there is a reason: src/features/login/routes.ts).
  'signed-out': ['<rootDir>/src/features/login/SignedOutNotice.tsx'],
  'one-time-code': ['<rootDir>/src/features/one-time-code'],
  // Min side, the profile's forms and 'Bytt selskap'; the terms dialog's contact fields wait for them
  // (src/features/profile/useProfileTexts.ts). src/domain/email.ts and accountUpdate.ts hold only the
  // API's own words (the sandbox's answers); the forms say the same in messages of their own.
  profile: ['<rootDir>/src/features/profile'],
  home: ['<rootDir>/src/features/home'],
  'my-forest': ['<rootDir>/src/features/my-forest'],
  // The idea bank (courses and events) with its rules' texts; the contact page on its own.
  'idea-bank': [
    '<rootDir>/src/features/idea-bank',
    '<rootDir>/src/domain/arrangementNotification.ts',
    '<rootDir>/src/domain/arrangementRules.ts',
  ],
  contact: ['<rootDir>/src/features/contact'],
  'timber-registration': ['<rootDir>/src/features/timber-registration'],
  // The public registration pages (forest owner, contractor, accountant), shown without sign-in.
  registration: ['<rootDir>/src/features/registration'],
  // MUI X's pickers, loaded with them (src/components/date-picker/DateField.tsx).
  'date-picker': ['<rootDir>/src/components/date-picker'],
  // Økonomi and the accountant's page, with the settlement export's rules (its columns stay Norwegian).
  economics: ['<rootDir>/src/features/economics', '<rootDir>/src/domain/settlementExport.ts'],
  'price-calculator': ['<rootDir>/src/features/price-calculator', '<rootDir>/src/domain/priceCalculator.ts'],
  // Bestillinger and Plantebestilling, with the environmental plan's price list.
  orders: ['<rootDir>/src/features/orders', '<rootDir>/src/domain/environmentalPlanPrice.ts'],
  // The forest-plan order: by order code, and for the active account's properties.
  'plan-order': ['<rootDir>/src/features/plan-order'],
  // The timber contracts in two, for the size budget of /timberContract (scripts/size.ts): the list page's texts
  // (with its track repair dialog and the contract's journey), and every page of the feature's (the list's
  // files too, so a contract's page needs one catalog), with the ready-for-pickup rule's messages.
  'timber-contracts': [
    '<rootDir>/src/features/timber-contracts/ContractListPage.tsx',
    '<rootDir>/src/features/timber-contracts/TrackRepairDialog.tsx',
    '<rootDir>/src/features/timber-contracts/ContractJourney.tsx',
  ],
  'timber-contract-pages': [
    '<rootDir>/src/features/timber-contracts',
    '<rootDir>/src/domain/readyForPickup.ts',
  ],
  // The shared parts signed-in pages use (components, dialogs, the code labels and rules of the domain), loaded
  // beside the signed-in layout and with the public pages that fetch (src/app/router.tsx), not on the sign-in
  // page: only what that page, the error and the offline pages need is in the frame.
  common: [
    '<rootDir>/src/app/NotFoundPage.tsx',
    '<rootDir>/src/app/PermittedOutlet.tsx',
    '<rootDir>/src/app/SessionExpiryDialog.tsx',
    '<rootDir>/src/app/SessionExpiryWarning.tsx',
    '<rootDir>/src/app/TermsDialog.tsx',
    '<rootDir>/src/components/BackButton.tsx',
    '<rootDir>/src/components/CommentBox.tsx',
    '<rootDir>/src/components/CreditNoteChip.tsx',
    '<rootDir>/src/components/ErrorSummary.tsx',
    '<rootDir>/src/components/LoadError.tsx',
    '<rootDir>/src/components/PdfPreview.tsx',
    '<rootDir>/src/components/QuantityInput.tsx',
    '<rootDir>/src/components/QueryState.tsx',
    '<rootDir>/src/components/ServiceOfficeContact.tsx',
    '<rootDir>/src/components/SidewaysScroll.tsx',
    '<rootDir>/src/components/StatusLabel.tsx',
    '<rootDir>/src/components/WizardHeader.tsx',
    '<rootDir>/src/components/YearSelector.tsx',
    '<rootDir>/src/components/documents',
    '<rootDir>/src/components/map/ContractMapToggle.tsx',
    '<rootDir>/src/components/toasts',
    '<rootDir>/src/domain/codeSets.ts',
    '<rootDir>/src/domain/contractJourney.ts',
    '<rootDir>/src/domain/contractRules.ts',
    '<rootDir>/src/domain/economics.ts',
    '<rootDir>/src/domain/files.ts',
    '<rootDir>/src/domain/norwegianNumbers.ts',
    '<rootDir>/src/domain/partyLabels.ts',
  ],
  // The error page's ('Noe gikk galt', «Skogportalen er oppdatert», a page not saved for offline use): loaded
  // right after the first page is drawn (src/main.tsx), not before it, and precached (config/pwa.ts).
  'route-error': ['<rootDir>/src/app/RouteErrorPage.tsx'],
  // The update prompt ('Ny versjon er klar'), loaded with the service worker's registration when the page is
  // quiet (src/offline/serviceWorker.ts), as the prompt's code is: not in the frame the sign-in page waits for.
  update: ['<rootDir>/src/offline/UpdatePrompt.tsx'],
  // The longer shared texts only some pages show: the assortment guide, the environmental report's questions,
  // and the maps' own texts. Loaded beside those pages' code
  // (src/app/router.tsx) and beside the contract map (ContractMapToggle.tsx), so the rest do without them.
  guides: [
    '<rootDir>/src/components/SortimentGuide.tsx',
    '<rootDir>/src/components/map/ContractMap.tsx',
    '<rootDir>/src/components/map/DrawingTools.tsx',
    '<rootDir>/src/components/map/LeafletForestMap.tsx',
    '<rootDir>/src/components/map/LeafletMap.tsx',
    '<rootDir>/src/components/map/MapFrame.tsx',
    '<rootDir>/src/components/map/PortalMap.tsx',
    '<rootDir>/src/components/map/text.ts',
    '<rootDir>/src/domain/environmentalQuestions.ts',
  ],
};

export default defineConfig({
  sourceLocale: 'nb',
  locales: ['nb', 'en'],
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/frame',
      include: ['<rootDir>/src'],
      exclude: [
        ...NOT_TEXTS,
        ...Object.values(AREAS)
          .flat()
          // A folder's files, or a file itself.
          .map((path) => (/\.tsx?$/.test(path) ? path : `${path}/**`)),
      ],
    },
    ...Object.entries(AREAS).map(([area, include]) => ({
      path: `<rootDir>/src/locales/{locale}/${area}`,
      include,
      exclude: NOT_TEXTS,
    })),
  ],
  // Where a text is used, without line numbers: a line moved in the code does not change the catalogs.
  format: formatter({ lineNumbers: false }),
  orderBy: 'message',
});
