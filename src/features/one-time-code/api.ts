import { useMutation } from '@tanstack/react-query';
import { confirmPasscode } from '../../api/generated/endpoints/contacts/contacts';
import type { PasscodeRequest } from '../../api/generated/model';

/** POST /contacts/passcode: confirms a one-time code for the account; the answer says whether it was accepted. */
export const useConfirmPasscode = () =>
  useMutation({ mutationFn: (request: PasscodeRequest) => confirmPasscode(request) });
