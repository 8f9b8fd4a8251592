// The catalogue editor (issue 20 item 3), a lazy section of the staff console at /admin/catalogue:
// partners and their stores, offers of every state, and the offers' code pools.
import { useTranslation } from 'react-i18next';
import { Navigate, NavLink } from 'react-router';
import { AdminRoute, AdminRoutes } from '../ui/routes.tsx';
import { OfferPage } from './offer-form.tsx';
import { OffersPage } from './offers-page.tsx';
import { PartnerPage } from './partner-form.tsx';
import { PartnersPage } from './partners-page.tsx';

export default function CatalogueSection() {
  const { t } = useTranslation('admin-catalogue');
  const tab =
    'rounded px-3 py-1.5 text-sm font-semibold aria-[current=page]:bg-slate-800 aria-[current=page]:text-white';
  return (
    <div className="flex flex-col gap-4">
      <nav aria-label={t('nav.label')}>
        <ul className="flex gap-2">
          <li>
            <NavLink to="/admin/catalogue/partners" className={tab}>
              {t('nav.partners')}
            </NavLink>
          </li>
          <li>
            <NavLink to="/admin/catalogue/offers" className={tab}>
              {t('nav.offers')}
            </NavLink>
          </li>
        </ul>
      </nav>
      <AdminRoutes>
        <AdminRoute index element={<Navigate to="partners" replace />} />
        <AdminRoute path="partners" element={<PartnersPage />} />
        <AdminRoute path="partners/:partnerId" element={<PartnerPage />} />
        <AdminRoute path="offers" element={<OffersPage />} />
        <AdminRoute path="offers/:offerId" element={<OfferPage />} />
      </AdminRoutes>
    </div>
  );
}
