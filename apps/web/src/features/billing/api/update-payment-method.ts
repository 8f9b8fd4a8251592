// PUT /api/store/updatePaymentMethod: replaces the card on file with a tokenised one (nonce), carrying
// the stored renewal promo code (spec §2 "/billing" promo_code). 402 VERIFICATION_FAILED when the card
// cannot be verified; 400 INVALID_NONCE, 402 PAYMENT_REJECTED as for a purchase.
import type { SubscriptionStatus } from '@spc/domain/store';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPut } from '../../../lib/api-client.ts';
import { clearRenewalPromoCode } from '../promo-cookie.ts';
import { billingKeys } from './billing-keys.ts';

export interface UpdatePaymentMethodInput {
  nonce: string;
  promoCode?: string | undefined;
}

export type UpdatePaymentMethodResult = Pick<SubscriptionStatus, 'renewal_promo_code'> & {
  payment_method: NonNullable<SubscriptionStatus['payment_method']>;
};

export function updatePaymentMethod({
  nonce,
  promoCode,
}: UpdatePaymentMethodInput): Promise<UpdatePaymentMethodResult> {
  return apiPut(
    '/store/updatePaymentMethod',
    promoCode ? { nonce, promoCode } : { nonce },
    import('@spc/domain/store').then((m) => m.updatePaymentMethodResponseSchema),
  );
}

export function useUpdatePaymentMethod(uid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePaymentMethod,
    onSuccess: (result, { promoCode }) => {
      // The server holds the promo code now; the cookie has done its job.
      if (promoCode) clearRenewalPromoCode();
      queryClient.setQueryData<SubscriptionStatus>(billingKeys.subscription(uid), (status) =>
        status
          ? { ...status, payment_method: result.payment_method, renewal_promo_code: result.renewal_promo_code }
          : status,
      );
      // A new card can end a "payment" banner.
      void queryClient.invalidateQueries({ queryKey: billingKeys.bannerStatus(uid) });
      void queryClient.invalidateQueries({ queryKey: billingKeys.subscription(uid) });
    },
  });
}
