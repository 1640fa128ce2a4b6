import { useMutation } from '@tanstack/react-query';
import { registerNewUser } from '../../api/generated/endpoints/contacts/contacts';
import type { NewUser } from '../../api/generated/model';

/** POST /contacts/newUser: the registration of a person the cooperative has no contact for yet. */
export const useRegisterUser = () => useMutation({ mutationFn: (user: NewUser) => registerNewUser(user) });
