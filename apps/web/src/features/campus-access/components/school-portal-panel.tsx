// The school portal's link on a campus page (/campus/{id}?portal_token=…; spec §8 "School-portal card
// registration"): the token is kept with its campus (the school data) across a sign-in, checked ('Verified
// Token', or 'BTS Account Active and Verified Token' for a member who joined at a booth), then registers
// the campus card. 'User has Active Card' counts as already registered and clears the school data; any
// other failure shows the alert 'School Portal Registration failed' (in the reader's language).
import {
  CAMPUS_ACCESS_MESSAGES,
  isAlreadyRegisteredMessage,
  type CampusMembershipResponse,
} from '@spc/domain/campus-access';
import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { storeRedirectTarget, useSession } from '../../../lib/session.ts';
import {
  clearSchoolData,
  readSchoolData,
  storeSchoolData,
  usePortalTokenCheck,
  useRegisterPortalCard,
} from '../api/school-portal.ts';
import { campusErrorKey } from '../campus-access-errors.ts';
import { CampusCardSummary } from './campus-card-summary.tsx';

const noSubscription = () => () => undefined;

/** The token of the address bar (kept with its campus for after a sign-in), else the one kept for this campus. */
function useSchoolData(campus: string): string | undefined {
  const location = useLocation();
  const fromUrl = new URLSearchParams(location.search).get('portal_token') ?? undefined;
  useEffect(() => {
    if (fromUrl) storeSchoolData({ token: fromUrl, campus });
  }, [fromUrl, campus]);
  // Read from the tab's storage in the browser only (the server renders without it).
  const kept = useSyncExternalStore(
    noSubscription,
    () => {
      const data = readSchoolData();
      return data?.campus === campus ? data.token : undefined;
    },
    () => undefined,
  );
  return fromUrl ?? kept;
}

export function SchoolPortalPanel({ campus }: { campus: string }) {
  const { t } = useTranslation('student');
  const token = useSchoolData(campus);
  const session = useSession();
  const location = useLocation();
  const check = usePortalTokenCheck(session?.registered ? session.user.uid : undefined, token);
  const register = useRegisterPortalCard();
  const [result, setResult] = useState<CampusMembershipResponse | null>(null);
  const [alreadyRegistered, setAlreadyRegistered] = useState(false);

  if (!token) return null;

  const frame = (children: ReactNode) => (
    <section
      aria-labelledby="school-portal"
      className="flex flex-col gap-3 rounded-2xl border border-brand-200 bg-white p-6"
    >
      <h2 id="school-portal" className="text-xl font-bold text-slate-900">
        {t('schoolPortal.title')}
      </h2>
      {children}
    </section>
  );

  if (result) return frame(<CampusCardSummary result={result} />);
  if (alreadyRegistered) return frame(<p role="status">{t('schoolPortal.alreadyRegistered')}</p>);
  if (!session?.registered) {
    const back = () => storeRedirectTarget(location.pathname);
    return frame(
      <>
        <p>{t('schoolPortal.signInFirst')}</p>
        <div className="flex flex-wrap gap-3">
          <Link to="/login" onClick={back} className={buttonClasses({ variant: 'primary' })}>
            {t('campusCode.logIn')}
          </Link>
          <Link to="/signup" onClick={back} className={buttonClasses({ variant: 'secondary' })}>
            {t('campusCode.signUp')}
          </Link>
        </div>
      </>,
    );
  }
  if (check.isPending) return frame(<p aria-busy="true">{t('schoolPortal.checking')}</p>);
  if (check.isError) {
    return frame(
      <p role="alert" className="text-red-800">
        {t(campusErrorKey(check.error))}
      </p>,
    );
  }

  const add = async () => {
    try {
      setResult(await register.mutateAsync(token));
      clearSchoolData();
    } catch (error) {
      if (error instanceof ApiError && isAlreadyRegisteredMessage(error.message)) {
        clearSchoolData();
        setAlreadyRegistered(true);
        return;
      }
      window.alert(t('schoolPortal.failed'));
    }
  };

  return frame(
    <>
      <p role="status">
        {check.data.message === CAMPUS_ACCESS_MESSAGES.BTS_TOKEN_VERIFIED
          ? t('schoolPortal.verifiedAtBooth', { email: check.data.school_email })
          : t('schoolPortal.verified', { email: check.data.school_email })}
      </p>
      <button
        type="button"
        disabled={register.isPending}
        onClick={() => void add()}
        className={buttonClasses({ variant: 'primary', size: 'lg', className: 'self-start' })}
      >
        {t('schoolPortal.add')}
      </button>
    </>,
  );
}
