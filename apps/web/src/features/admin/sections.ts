// The console's sections (issue 20 item 3): one line per area, each a lazy module of its own under
// features/admin/<area>/, shown in the navigation to the roles whose permission allows it. An area's
// module default-exports a component that renders its own <Routes> under `/admin/<path>/*`.
import type { ComponentType } from 'react';
import type { StaffPermission } from '@spc/domain/staff';

export interface AdminSection {
  /** The URL segment under /admin. */
  path: string;
  /** The navigation label's key, in the section's namespace (`admin` unless said). */
  labelKey: string;
  labelNamespace?: string;
  /** The permission needed to see the section (its API calls check their own). */
  permission: StaffPermission;
  load: () => Promise<{ default: ComponentType }>;
}

export const ADMIN_SECTIONS: AdminSection[] = [
  {
    path: 'staff',
    labelKey: 'nav',
    labelNamespace: 'admin-staff',
    permission: 'staff.manage',
    load: () => import('./staff/index.tsx'),
  },
  {
    path: 'analytics',
    labelKey: 'section',
    labelNamespace: 'admin-analytics',
    permission: 'analytics.read',
    load: () => import('./analytics/index.tsx'),
  },
  {
    path: 'audit',
    labelKey: 'section',
    labelNamespace: 'admin-audit',
    permission: 'audit.read',
    load: () => import('./audit/index.tsx'),
  },
  {
    path: 'media',
    labelKey: 'nav',
    labelNamespace: 'admin-media',
    permission: 'media.write',
    load: () => import('./media/index.tsx'),
  },
  {
    path: 'taxonomy',
    labelKey: 'section.taxonomy',
    labelNamespace: 'admin-taxonomy',
    permission: 'catalogue.read',
    load: () => import('./taxonomy/index.tsx'),
  },
  {
    path: 'bulk',
    labelKey: 'section.bulk',
    labelNamespace: 'admin-taxonomy',
    permission: 'catalogue.bulk',
    load: () => import('./taxonomy/bulk-page.tsx'),
  },
  {
    path: 'catalogue',
    labelKey: 'nav.section',
    labelNamespace: 'admin-catalogue',
    permission: 'catalogue.read',
    load: () => import('./catalogue/index.tsx'),
  },
  {
    path: 'support',
    labelKey: 'nav.title',
    labelNamespace: 'admin-support',
    permission: 'members.read',
    load: () => import('./support/index.tsx'),
  },
  {
    path: 'campaigns',
    labelKey: 'nav.section',
    labelNamespace: 'admin-campaigns',
    permission: 'campaigns.read',
    load: () => import('./campaigns/index.tsx'),
  },
  {
    path: 'content',
    labelKey: 'nav',
    labelNamespace: 'admin-content',
    permission: 'content.read',
    load: () => import('./content/index.tsx'),
  },
];
