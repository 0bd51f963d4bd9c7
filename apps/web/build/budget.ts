// The JavaScript each area of the web app downloads before its first screen shows (gzipped), read from the
// build's manifest: the entry and, for each area, its layout and home screen, with every chunk they import
// statically (lazy imports load later, when used). Fails when a page is over its area's budget.
// Usage (after `vite build`): node build/budget.ts [distDir]
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** The public pages' initial JavaScript, gzipped. */
export const PUBLIC_BUDGET_KB = 160;
/** A signed-in screen's initial JavaScript, gzipped. */
export const SIGNED_IN_BUDGET_KB = 250;

export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** The list of the signed-in users' screens, which the router loads before any of them. */
const SIGNED_IN_SCREENS = 'src/app/signed-in-screens.ts';

const auth = (page: string) => `src/features/auth/components/${page}.tsx`;
const marketing = (page: string) => `src/features/marketing/components/${page}.tsx`;
/** A back-office screen: the list of screens, the back office's layout and the screen's module. */
const backOffice = (area: string, page: string, screen: string) => ({
  area,
  page,
  modules: [SIGNED_IN_SCREENS, 'src/app/layouts/BackOfficeLayout.tsx', `src/features/${screen}.tsx`],
});

/**
 * What each area opens with: the route modules the router loads for its first screen (src/app/routes.tsx),
 * each held to its area's budget.
 */
export const AREAS: { area: string; page: string; modules: string[]; budgetKb?: number }[] = [
  { area: 'public', page: '/', modules: [marketing('HomePage')] },
  { area: 'public', page: '/track', modules: ['src/features/tracking/components/TrackPage.tsx'] },
  { area: 'public', page: '/rates', modules: ['src/features/rates/components/RatesPage.tsx'] },
  { area: 'public', page: '/services/uk-ghana', modules: [marketing('UkGhanaServicePage')] },
  { area: 'public', page: '/services/express', modules: [marketing('ExpressServicePage')] },
  { area: 'public', page: '/services/insurance', modules: [marketing('InsurancePage')] },
  { area: 'public', page: '/about', modules: [marketing('AboutPage')] },
  { area: 'public', page: '/faq', modules: [marketing('FaqPage')] },
  { area: 'public', page: '/help', modules: [marketing('HelpPage')] },
  { area: 'public', page: '/prohibited', modules: [marketing('ProhibitedPage')] },
  { area: 'public', page: '/terms', modules: [marketing('TermsPage')] },
  { area: 'public', page: '/privacy', modules: [marketing('PrivacyPage')] },
  { area: 'public', page: '(not found)', modules: [marketing('NotFoundPage')] },
  { area: 'public', page: '/login', modules: [auth('LoginPage')] },
  { area: 'public', page: '/forgot-password', modules: [auth('ForgotPasswordPage')] },
  { area: 'public', page: '/reset-password', modules: [auth('ResetPasswordPage')] },
  { area: 'public', page: '/register', modules: [auth('RegisterPage')] },
  {
    area: 'public',
    page: '/r/:token',
    // With its forms: the recipient's choices are what the page is for, on a cheap phone.
    modules: ['src/features/recipient/components/RecipientPage.tsx'],
  },
  {
    area: 'public',
    page: '/contact',
    modules: ['src/features/contact/components/ContactPage.tsx'],
  },
  {
    area: 'customer',
    page: '/dashboard',
    modules: [SIGNED_IN_SCREENS, 'src/features/dashboard/components/CustomerDashboardPage.tsx'],
  },
  {
    area: 'customer',
    page: '/dashboard/book',
    modules: [SIGNED_IN_SCREENS, 'src/features/booking-wizard/components/BookingWizardPage.tsx'],
  },
  {
    area: 'customer',
    page: '/dashboard/bookings/:id',
    modules: [SIGNED_IN_SCREENS, 'src/features/bookings/components/BookingDetailsPage.tsx'],
  },
  {
    area: 'customer',
    page: '/dashboard/settings',
    modules: [SIGNED_IN_SCREENS, 'src/features/account/components/SettingsPage.tsx'],
  },
  {
    area: 'agent',
    page: '/pickup',
    modules: [
      SIGNED_IN_SCREENS,
      'src/app/layouts/BackOfficeLayout.tsx',
      'src/features/agent-jobs/components/PickupAssignmentsPage.tsx',
    ],
  },
  {
    area: 'customer',
    page: '/dashboard/bookings/:id/edit',
    modules: [SIGNED_IN_SCREENS, 'src/features/booking-wizard/components/EditBookingPage.tsx'],
  },
  backOffice('agent', '/agent/warehouse', 'agent-warehouse/components/WarehouseDashboardPage'),
  backOffice('admin', '/admin', 'admin-dashboard/components/AdminDashboardPage'),
  backOffice('admin', '/admin/bookings', 'admin-bookings/components/ManageBookingsPage'),
  backOffice('admin', '/admin/shipments', 'packages-hub/components/PackagesHubPage'),
  backOffice('admin', '/admin/users', 'users/components/ManageUsersPage'),
  backOffice('admin', '/admin/departures', 'departures/components/DeparturesPage'),
  backOffice('admin', '/admin/analytics', 'admin-analytics/components/AdminAnalyticsPage'),
];
for (const entry of AREAS)
  entry.budgetKb ??= entry.area === 'public' ? PUBLIC_BUDGET_KB : SIGNED_IN_BUDGET_KB;

/** The files a page needs before it renders: the given manifest keys and everything they import statically. */
export const staticClosure = (manifest: Manifest, keys: string[]): Set<string> => {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest: update AREAS in build/budget.ts`);
    seen.add(key);
    files.add(chunk.file);
    for (const child of chunk.imports ?? []) visit(child);
  };
  for (const key of keys) visit(key);
  return files;
};

export const entryKey = (manifest: Manifest) => {
  const key = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  if (!key) throw new Error('The build manifest has no entry');
  return key;
};

const run = (distDir: string) => {
  const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const gzipped = new Map<string, number>();
  const sizeOf = (file: string) => {
    let size = gzipped.get(file);
    if (size === undefined) {
      size = gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length;
      gzipped.set(file, size);
    }
    return size;
  };
  const entry = entryKey(manifest);
  const failures: string[] = [];
  console.log('\nInitial JavaScript per area (gzipped):');
  for (const { area, page, modules, budgetKb } of AREAS) {
    const files = [...staticClosure(manifest, [entry, ...modules])].filter((file) => file.endsWith('.js'));
    const kb = files.reduce((sum, file) => sum + sizeOf(file), 0) / 1024;
    const limit = budgetKb ? ` (budget ${budgetKb} KB)` : '';
    console.log(
      `  ${area.padEnd(9)}${page.padEnd(30)}${kb.toFixed(1).padStart(7)} KB in ${files.length} files${limit}`,
    );
    if (budgetKb && kb > budgetKb) failures.push(`${page}: ${kb.toFixed(1)} KB > ${budgetKb} KB`);
  }
  if (failures.length > 0) {
    console.error(`\nOver the JavaScript budget: ${failures.join('; ')}`);
    process.exit(1);
  }
};

if (import.meta.url === `file://${process.argv[1]}`) {
  run(path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '..', 'dist')));
}
