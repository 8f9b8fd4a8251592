// The gate of a "verified students only" offer (issue 18 item 7), where its action would be, as the
// SPC+ gate is for SPC+ offers: a verified student (or one in the grace period) and a member never
// asked for a student ID (bank-linked, VIP) get the action; anyone else is told why and shown the way
// to verify (the profile's student status: school e-mail or student card). The server refuses the
// same people (403 VERIFIED_STUDENTS_ONLY). Loaded lazily by the offer page, for such offers only.
import { isVerifiedStudentStatus } from '@spc/domain/student';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { paths } from '../../../lib/paths.ts';
import { useVerificationStatus } from '../api/verification.ts';

const badge = 'self-start rounded-full bg-emerald-800 px-3 py-1 text-xs font-bold text-white';

/** The offer's "verified students only" badge, then the action itself (a visitor's sign-in comes first). */
function WithBadge({ children }: { children: ReactNode }) {
  const { t } = useTranslation('student');
  return (
    <div className="flex flex-col gap-3">
      <p className={badge}>{t('gate.badge')}</p>
      {children}
    </div>
  );
}

function MemberGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation('student');
  const status = useVerificationStatus();
  if (status.isPending) return <div className="h-24 animate-pulse rounded-xl bg-slate-100" aria-hidden="true" />;
  const current = status.data;
  if (current && (isVerifiedStudentStatus(current.status) || current.needs_no_student_id)) {
    return <WithBadge>{children}</WithBadge>;
  }
  return (
    <div className="flex flex-col gap-3" data-gate="verified-students">
      <p className={badge}>{t('gate.badge')}</p>
      <p className="text-sm font-semibold text-slate-900">{t('gate.title')}</p>
      <p className="text-sm text-slate-700">{t('gate.body')}</p>
      <Link to={`${paths.profile()}#student-status`} className={buttonClasses({ variant: 'primary' })}>
        {t('gate.action')}
      </Link>
    </div>
  );
}

/** A visitor sees the badge and the action (whose sign-in comes first); a member, the gate above. */
export function VerifiedStudentGate({ signedIn, children }: { signedIn: boolean; children: ReactNode }) {
  return signedIn ? <MemberGate>{children}</MemberGate> : <WithBadge>{children}</WithBadge>;
}
