import { api } from '@/lib/api/base-api';
import type { LoginPayload, ProfileUpdatePayload, RegisterPayload, User } from '@contract/types';
import { toUser } from '@/utils/normalize';

function readUser(raw: unknown): User {
  const user = toUser(raw);
  if (!user) throw new Error('The server answered without a usable user.');
  return user;
}

export const accountApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<User, LoginPayload>({
      query: (body) => ({ url: '/api/auth/login', method: 'POST', body, credentials: 'include' }),
      transformResponse: readUser,
    }),
    register: build.mutation<User, RegisterPayload>({
      query: (body) => ({ url: '/api/auth/register', method: 'POST', body }),
      transformResponse: readUser,
    }),
    updateUser: build.mutation<User, ProfileUpdatePayload>({
      query: (body) => ({ url: '/api/users/update', method: 'POST', body, credentials: 'include' }),
      transformResponse: readUser,
    }),
  }),
});

export const { useLoginMutation, useRegisterMutation, useUpdateUserMutation } = accountApi;
