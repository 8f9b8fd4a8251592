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
    path: 'content',
    labelKey: 'nav',
    labelNamespace: 'admin-content',
    permission: 'content.read',
    load: () => import('./content/index.tsx'),
  },
];
