import { api } from '@/lib/api/base-api';
import type { Order, OrderPayload } from '@/types/api';
import { toOrder } from '@/utils/normalize';

const PENDING = { type: 'Order', id: 'PENDING' } as const;

export const ordersApi = api.injectEndpoints({
  endpoints: (build) => ({
    // The answer is not used (SPEC section 7); payment reloads the pending order.
    createOrder: build.mutation<void, OrderPayload>({
      query: (body) => ({ url: '/api/orders/create', method: 'POST', body }),
      transformResponse: () => undefined,
      invalidatesTags: [PENDING],
    }),
    getNewOrderForCurrentUser: build.query<Order | null, void>({
      query: () => '/api/orders/newOrderForCurrentUser',
      transformResponse: toOrder,
      providesTags: [PENDING],
    }),
  }),
});

export const { useCreateOrderMutation, useGetNewOrderForCurrentUserQuery } = ordersApi;
