import { answerSchema } from '@/lib/api/answer-schema';
import { api, tagId } from '@/lib/api/base-api';
import type { AdminOrder, Order, OrderPayload, PaymentPayload, StatusChangePayload } from '@contract/types';
import { readList, readOne, readOptional, toAdminOrder, toOrder } from '@/utils/normalize';

const PENDING = { type: 'Order', id: 'PENDING' } as const;
const LIST = { type: 'Order', id: 'LIST' } as const;

const newestFirst = <T extends Order>(orders: T[]) =>
  [...orders].sort((a, b) => b.createdAt.localeCompare(a.createdAt));

export const ordersApi = api.injectEndpoints({
  endpoints: (build) => ({
    // The answer is not used (docs/product.md §7); payment reloads the pending order.
    createOrder: build.mutation<void, OrderPayload>({
      query: (body) => ({ url: '/api/orders/create', method: 'POST', body }),
      transformResponse: () => undefined,
      invalidatesTags: [PENDING, LIST],
    }),
    getNewOrderForCurrentUser: build.query<Order | null, void>({
      query: () => '/api/orders/newOrderForCurrentUser',
      rawResponseSchema: answerSchema((raw) => readOptional(raw, toOrder, 'order')),
      providesTags: [PENDING],
    }),
    // Extensions (decisions 7–8 in docs/product.md): history, one order, the demo payment, the admin list.
    getOrders: build.query<Order[], void>({
      query: () => '/api/orders',
      rawResponseSchema: answerSchema((raw) => newestFirst(readList(raw, toOrder, 'orders'))),
      providesTags: [LIST],
    }),
    getOrder: build.query<Order | null, string>({
      query: (id) => `/api/orders/track/${encodeURIComponent(id)}`,
      rawResponseSchema: answerSchema((raw) => readOptional(raw, toOrder, 'order')),
      providesTags: (_order, _error, id) => [{ type: 'Order', id: tagId(id) }],
    }),
    // The pending order is not invalidated here: the payment page must not refetch it (now gone).
    payOrder: build.mutation<Order, PaymentPayload>({
      query: (body) => ({ url: '/api/orders/pay', method: 'POST', body }),
      rawResponseSchema: answerSchema((raw) => readOne(raw, toOrder, 'order')),
      invalidatesTags: (order) => [LIST, ...(order ? [{ type: 'Order' as const, id: tagId(order.id) }] : [])],
    }),
    getAllOrders: build.query<AdminOrder[], void>({
      query: () => '/api/admin/orders',
      rawResponseSchema: answerSchema((raw) => newestFirst(readList(raw, toAdminOrder, 'orders'))),
      providesTags: [LIST],
    }),
    // Extensions (issue 39): the shopper cancels while PAID; an admin moves an order on or cancels it.
    cancelOrder: build.mutation<Order, string>({
      query: (id) => ({ url: `/api/orders/${encodeURIComponent(id)}/cancel`, method: 'POST' }),
      rawResponseSchema: answerSchema((raw) => readOne(raw, toOrder, 'order')),
      invalidatesTags: (_order, _error, id) => [LIST, { type: 'Order', id: tagId(id) }],
    }),
    setOrderStatus: build.mutation<AdminOrder, { id: string } & StatusChangePayload>({
      query: ({ id, status }) => ({
        url: `/api/admin/orders/${encodeURIComponent(id)}/status`,
        method: 'POST',
        body: { status },
      }),
      rawResponseSchema: answerSchema((raw) => readOne(raw, toAdminOrder, 'order')),
      invalidatesTags: (_order, _error, { id }) => [LIST, { type: 'Order', id: tagId(id) }],
    }),
  }),
});

export const {
  useCreateOrderMutation,
  useGetNewOrderForCurrentUserQuery,
  useGetOrdersQuery,
  useGetOrderQuery,
  usePayOrderMutation,
  useGetAllOrdersQuery,
  useCancelOrderMutation,
  useSetOrderStatusMutation,
} = ordersApi;
