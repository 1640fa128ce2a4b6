import { useMutation } from '@tanstack/react-query';
import { acceptUsageOfForestPlan } from './generated/endpoints/account/account';
import type { Consent } from './generated/model';

/** PUT /account/putAcceptUsageOfForestPlan: the terms dialog's approval with its plan-data consents. */
export const useSaveTermsConsent = () =>
  useMutation({ mutationFn: (consent: Consent) => acceptUsageOfForestPlan(consent) });
