// The console's campaigns area (issue 20 item 3): ads and e-mail opt modals, contests and their winner
// draw, campus code pools, promo, school and VIP codes, and the travel-photo review queue. Lazy, under
// /admin/campaigns/*; each part is a page of its own below the area's navigation.
import { NavLink, Navigate, useRoutes } from 'react-router';
import { useWords } from './ui.tsx';
import { AdForm, AdsPage, EmailModalForm, EmailModalsPage } from './modals.tsx';
import { ContestEditPage, ContestsPage } from './contests.tsx';
import { CampusPoolPage, CampusPoolsPage, PromoCodesPage, SchoolCodesPage, VipCodesPage } from './codes.tsx';
import { TravelPhotosPage } from './travel-photos.tsx';

const PARTS = ['ads', 'email-modals', 'contests', 'campus', 'promo', 'school', 'vip', 'travel-photos'] as const;

export default function CampaignsArea() {
  const { say } = useWords();
  // useRoutes, not <Routes>: <Routes> would add to the shared react-router chunk every public page loads.
  const page = useRoutes([
    { index: true, element: <Navigate to="ads" replace /> },
    { path: 'ads', element: <AdsPage /> },
    { path: 'ads/new', element: <AdForm /> },
    { path: 'ads/:id', element: <AdForm /> },
    { path: 'email-modals', element: <EmailModalsPage /> },
    { path: 'email-modals/new', element: <EmailModalForm /> },
    { path: 'email-modals/:id', element: <EmailModalForm /> },
    { path: 'contests', element: <ContestsPage /> },
    { path: 'contests/new', element: <ContestEditPage /> },
    { path: 'contests/:id', element: <ContestEditPage /> },
    { path: 'campus', element: <CampusPoolsPage /> },
    { path: 'campus/:id', element: <CampusPoolPage /> },
    { path: 'promo', element: <PromoCodesPage /> },
    { path: 'school', element: <SchoolCodesPage /> },
    { path: 'vip', element: <VipCodesPage /> },
    { path: 'travel-photos', element: <TravelPhotosPage /> },
    { path: '*', element: <Navigate to="ads" replace /> },
  ]);
  return (
    <div className="flex flex-col gap-4">
      <nav aria-label={say('nav.label')}>
        <ul className="flex flex-wrap gap-1 border-b border-slate-200 pb-2">
          {PARTS.map((part) => (
            <li key={part}>
              <NavLink
                to={part}
                className="block rounded px-2.5 py-1 text-sm font-medium text-slate-700 hover:bg-slate-100 aria-[current=page]:bg-slate-900 aria-[current=page]:text-white"
              >
                {say(`nav.${part}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {page}
    </div>
  );
}
