// PUT /api/users/user/alerts-policy: the policy-update notification acknowledged (alerts_policy 1); the
// server records the privacy policy version in effect as accepted (issue 17), whatever the client knows.
import { ALERTS_POLICY_THRESHOLD } from '@spc/domain/users';
import { apiPut, ignoredResponse } from '../../../lib/api-client.ts';

export async function acknowledgeAlertsPolicy(): Promise<void> {
  await apiPut('/users/user/alerts-policy', { alerts_policy: ALERTS_POLICY_THRESHOLD }, ignoredResponse);
}
