// The first step of an activation (/activate, /signup/activate): the card form, then POST
// /v2/card/registerable; a registerable card goes on (`onRegisterable`), a refusal is explained in
// place: unknown card or wrong code, already associated, too many tries (the global rate-limited
// modal opens too, spec §8), a format the server refused. A card that is already active but nobody's
// (a VIP card e-mailed to its holder) is not activated again: it is associated with the member.
import type { RegisterableResponse, RegisterCardResponse } from '@spc/domain/membership';
import { useTranslation } from 'react-i18next';
import type { CardPrefill } from '../activation-access.ts';
import { activationErrorMessage } from '../activation-errors.ts';
import type { ActivationCard } from '../activation-state.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useAssociateCard } from '../api/associate-card.ts';
import { useCheckRegisterable } from '../api/check-registerable.ts';
import { CardEntryForm } from './card-entry-form.tsx';

interface CardStepProps {
  prefill: CardPrefill;
  onRegisterable: (card: ActivationCard, registerable: RegisterableResponse) => void;
  /** The card was active and nobody's, and is now the member's. */
  onAssociated: (result: RegisterCardResponse) => void;
}

export function CardStep({ prefill, onRegisterable, onAssociated }: CardStepProps) {
  const { t } = useTranslation('activation');
  const check = useCheckRegisterable();
  const associate = useAssociateCard();
  const failed = associate.isError ? associate.error : check.isError ? check.error : null;
  return (
    <CardEntryForm
      initial={prefill}
      pending={check.isPending || associate.isPending}
      error={failed ? activationErrorMessage(t, failed) : null}
      onEdit={() => {
        if (check.isError) check.reset();
        if (associate.isError) associate.reset();
      }}
      submitLabel={t('activate.submit')}
      onSubmit={(card) =>
        check.mutate(card, {
          onSuccess: (registerable) => onRegisterable(card, registerable),
          onError: (error) => {
            if (error instanceof ApiError && error.code === 'CARD_ALREADY_ACTIVE') {
              check.reset();
              associate.mutate(card, { onSuccess: onAssociated });
            }
          },
        })
      }
    />
  );
}
