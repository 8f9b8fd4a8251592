// One member as support reads them: who they are, whether they can sign in, their billing, cards,
// orders (failed attempts apart), student status with every ID they sent, and their consent decisions.
// Support's actions sit beside what they change; the refund button shows to admins only.
import { useQuery } from '@tanstack/react-query';
import { LOGIN_LOCK } from '@spc/domain/auth';
import { formatCardNumber } from '@spc/domain/card-vocabulary';
import type { MemberDetail } from '@spc/domain/staff-support';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Button } from '../../../../components/ui/button.tsx';
import { ApiError } from '../../../../lib/api-client.ts';
import { staffMeQuery } from '../../api/staff-me.ts';
import { useMember } from '../api/get-member.ts';
import { useMemberAction, type MemberAction } from '../api/member-actions.ts';
import { supportPaths } from '../paths.ts';
import { errorText } from './error-text.ts';
import { pageTitle } from './page-title.ts';
import { useFormat } from './format.ts';
import { MemberOrders } from './member-orders.tsx';

export function MemberPage() {
  const { t } = useTranslation('admin-support');
  const { userId = '' } = useParams();
  const member = useMember(userId);
  const me = useQuery(staffMeQuery());
  const permissions = me.data?.permissions ?? [];

  if (member.isPending) return <p aria-busy="true">{t('common.loading')}</p>;
  if (member.error) {
    return (
      <div role="alert" className="flex flex-col gap-2">
        <p>
          {member.error instanceof ApiError && member.error.code === 'MEMBER_NOT_FOUND'
            ? t('member.notFound')
            : errorText(t, member.error)}
        </p>
        <Link to={supportPaths.search()} className="text-brand-700 underline">
          {t('member.backToSearch')}
        </Link>
      </div>
    );
  }
  return (
    <MemberView
      detail={member.data}
      canWrite={permissions.includes('members.write')}
      canRefund={permissions.includes('orders.refund')}
    />
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-2">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-medium text-slate-600">{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function MemberView({ detail, canWrite, canRefund }: { detail: MemberDetail; canWrite: boolean; canRefund: boolean }) {
  const { t } = useTranslation('admin-support');
  const format = useFormat();
  const { profile, sign_in: signIn, billing, student, consent } = detail;
  const name = [profile.first_name, profile.last_name].filter(Boolean).join(' ') || profile.email;
  const yesNo = (value: boolean) => (value ? t('common.yes') : t('common.no'));

  return (
    <article aria-labelledby="member-title" className="flex flex-col gap-6">
      <title>{pageTitle(t, name)}</title>
      <header>
        <Link to={supportPaths.search()} className="text-sm text-brand-700 underline">
          {t('member.backToSearch')}
        </Link>
        <h1 id="member-title" className="mt-1 text-2xl font-bold">
          {name}
        </h1>
        <p className="text-slate-700">{profile.email}</p>
        {profile.staff_role ? <p className="text-sm font-medium text-amber-800">{t('member.staffAccount')}</p> : null}
      </header>

      <Section id="member-account" title={t('member.account')}>
        <Facts
          rows={[
            [t('member.emailVerified'), yesNo(profile.email_verified)],
            [t('member.registered'), yesNo(profile.registered)],
            [t('member.language'), profile.language === 'fr' ? 'Français' : 'English'],
            [
              t('member.place'),
              [profile.postal, profile.province, profile.country?.toUpperCase()].filter(Boolean).join(' · ') || '—',
            ],
            [t('member.birthDate'), profile.birth_date ?? '—'],
            [t('member.optIn'), yesNo(profile.email_opt_in)],
            [t('member.since'), format.day(profile.created_at)],
            [
              t('member.signIn'),
              signIn.locked
                ? t('member.locked', { minutes: Math.ceil(signIn.retry_after / 60) })
                : t('member.attemptsLeft', { count: signIn.remaining_attempts }),
            ],
            [
              t('member.resends'),
              t('member.resendCount', {
                count: detail.verification_email.count,
                limit: detail.verification_email.limit,
              }),
            ],
          ]}
        />
        {canWrite ? (
          <div className="flex flex-wrap gap-2">
            {!profile.email_verified ? (
              <ActionButton userId={profile.user_id} action="resend-verification" label={t('actions.resend')} />
            ) : null}
            {signIn.locked || signIn.remaining_attempts < LOGIN_LOCK.maxAttempts ? (
              <ActionButton userId={profile.user_id} action="unlock" label={t('actions.unlock')} />
            ) : null}
          </div>
        ) : null}
      </Section>

      <Section id="member-billing" title={t('member.billing')}>
        <Facts
          rows={[
            [t('member.autoRenew'), yesNo(billing.is_auto_renew)],
            [t('member.subscription'), t(`member.subscriptionStatuses.${billing.subscription_status}`)],
            [t('member.nextCharge'), format.day(billing.next_billing_date)],
            [
              t('member.cardOnFile'),
              billing.payment_method
                ? t('orders.card', { type: billing.payment_method.card_type, last4: billing.payment_method.last4 })
                : '—',
            ],
          ]}
        />
        {canWrite && billing.is_auto_renew ? (
          <div>
            <ActionButton userId={profile.user_id} action="cancel-auto-renew" label={t('actions.cancelAutoRenew')} />
          </div>
        ) : null}
      </Section>

      <Section id="member-cards" title={t('member.cards')}>
        {detail.cards.length === 0 ? (
          <p className="text-slate-600">{t('member.noCards')}</p>
        ) : (
          <ul className="flex flex-col gap-1 text-sm">
            {detail.cards.map((card) => (
              <li key={card.card_number}>
                <span className="font-mono">{formatCardNumber(card.card_number)}</span> ·{' '}
                {t(`member.cobrands.${card.cobrand}`)} · {t(`member.cardStatuses.${card.status}`)}
                {card.is_expired ? ` · ${t('member.expired')}` : ''} ·{' '}
                {t('member.until', { date: format.day(card.expiry_date) })}
                {card.is_free_trial ? ` · ${t('member.trial')}` : ''}
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section id="member-orders" title={t('member.orders')}>
        <MemberOrders orders={detail.orders} caption={t('member.orders')} canRefund={canRefund} />
      </Section>

      <Section id="member-failed" title={t('member.failedAttempts')}>
        <MemberOrders orders={detail.failed_attempts} caption={t('member.failedAttempts')} canRefund={false} failed />
      </Section>

      <Section id="member-student" title={t('member.student')}>
        <Facts
          rows={[
            [t('member.studentStatus'), t(`student.statuses.${student.status.status}`)],
            [
              t('member.school'),
              (format.language === 'fr' ? student.status.school?.name_fr : student.status.school?.name_en) ?? '—',
            ],
            [t('member.verifiedUntil'), format.day(student.status.verified_until)],
            [t('member.method'), student.status.method ? t(`student.methods.${student.status.method}`) : '—'],
            [t('member.needsNoId'), yesNo(student.status.needs_no_student_id)],
          ]}
        />
        {student.id_reviews.length > 0 ? (
          <ul className="flex flex-col gap-1 text-sm">
            {student.id_reviews.map((review) => (
              <li key={review.id}>
                {t('student.review', { date: format.moment(review.submitted_at) })} ·{' '}
                {t(`student.reviewStatuses.${review.status}`)}
                {review.reason ? ` · ${t(`student.reasons.${review.reason}`)}` : ''}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-slate-600">{t('student.noReviews')}</p>
        )}
      </Section>

      <Section id="member-consent" title={t('member.consent')}>
        {consent.history.length === 0 ? (
          <p className="text-sm text-slate-600">{t('consent.none')}</p>
        ) : (
          <ul className="flex flex-col gap-1 text-sm">
            {consent.history.map((row) => (
              <li key={row.recorded_at}>
                {t('consent.decision', {
                  date: format.moment(row.decided_at),
                  analytics: yesNo(row.analytics),
                  marketing: yesNo(row.marketing),
                  version: row.version,
                })}
              </li>
            ))}
          </ul>
        )}
      </Section>
    </article>
  );
}

function ActionButton({ userId, action, label }: { userId: string; action: MemberAction; label: string }) {
  const { t } = useTranslation('admin-support');
  const mutation = useMemberAction(userId, action);
  const [done, setDone] = useState<string | null>(null);
  return (
    <div className="flex flex-col items-start gap-1">
      <Button
        size="sm"
        variant="secondary"
        disabled={mutation.isPending}
        onClick={() =>
          mutation.mutate(undefined, {
            onSuccess: (result) => {
              if ('sent' in result) setDone(result.sent ? t('actions.resent') : t('actions.alreadyVerified'));
              else if ('unlocked' in result) setDone(t('actions.unlocked'));
              else setDone(t('actions.autoRenewOff'));
            },
          })
        }
      >
        {label}
      </Button>
      <p role="status" className="text-sm text-slate-700">
        {mutation.error ? <span className="text-red-700">{errorText(t, mutation.error)}</span> : done}
      </p>
    </div>
  );
}
