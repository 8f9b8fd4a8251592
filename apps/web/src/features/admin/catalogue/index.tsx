// The catalogue editor (issue 20 item 3), a lazy section of the staff console at /admin/catalogue:
// partners and their stores, offers of every state, and the offers' code pools.
import { useTranslation } from 'react-i18next';
import { Navigate, NavLink, Route, Routes } from 'react-router';
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
      <Routes>
        <Route index element={<Navigate to="partners" replace />} />
        <Route path="partners" element={<PartnersPage />} />
        <Route path="partners/:partnerId" element={<PartnerPage />} />
        <Route path="offers" element={<OffersPage />} />
        <Route path="offers/:offerId" element={<OfferPage />} />
      </Routes>
    </div>
  );
}
