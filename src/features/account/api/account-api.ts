import { answerSchema } from '@/lib/api/answer-schema';
import { api } from '@/lib/api/base-api';
import { ACCESS_TOKEN_HEADER } from '@contract/rules';
import type { LoginPayload, ProfileUpdatePayload, RegisterPayload, User } from '@contract/types';
import { readOne, toUser } from '@/utils/normalize';

const user = answerSchema((raw) => readOne(raw, toUser, 'user'));

export const accountApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<User, LoginPayload>({
      query: (body) => ({ url: '/api/auth/login', method: 'POST', body, credentials: 'include' }),
      rawResponseSchema: user,
    }),
    register: build.mutation<User, RegisterPayload>({
      query: (body) => ({ url: '/api/auth/register', method: 'POST', body }),
      rawResponseSchema: user,
    }),
    updateUser: build.mutation<User, ProfileUpdatePayload>({
      query: (body) => ({ url: '/api/users/update', method: 'POST', body, credentials: 'include' }),
      rawResponseSchema: user,
    }),
    /** Takes the token to retire: logging out has already cleared it from the store the headers read. */
    logout: build.mutation<void, string>({
      query: (token) => ({
        url: '/api/auth/logout',
        method: 'POST',
        headers: { [ACCESS_TOKEN_HEADER]: token },
      }),
    }),
  }),
});

export const { useLoginMutation, useRegisterMutation, useUpdateUserMutation, useLogoutMutation } = accountApi;
