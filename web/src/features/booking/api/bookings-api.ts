import type { Booking, CancelBookingInput, CreateBooking, CurrencyCode, Language } from '@stayvn/shared';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiSend } from '@/lib/api-client';
import { useSession } from '@/lib/session/use-session';

const schemas = () => import('./schemas');
const quoteSchema = () => schemas().then((m) => m.bookingQuoteSchema);
const bookingSchema = () => schemas().then((m) => m.bookingSchema);
const bookingListSchema = () => schemas().then((m) => m.bookingListSchema);
const bankTransferSchema = () => schemas().then((m) => m.bankTransferSchema);
const cancellationQuoteSchema = () => schemas().then((m) => m.cancellationQuoteSchema);
const paymentMethodsSchema = () => schemas().then((m) => m.paymentMethodsAvailabilitySchema);
const paymentRedirectSchema = () => schemas().then((m) => m.paymentRedirectSchema);

const path = (number: string, rest = '') => `/v1/bookings/${encodeURIComponent(number)}${rest}`;

export const bookingKeys = {
  all: (userId: string) => ['bookings', userId] as const,
  list: (userId: string, language: Language) => ['bookings', userId, 'list', language] as const,
  one: (userId: string, number: string) => ['bookings', userId, number] as const,
};

/** The server's price of a stay; a 409 `no_rooms_available` says the dates are taken. */
export function useQuote(
  request: { propertyId: string; checkIn: string | null; checkOut: string | null },
  currency: CurrencyCode,
  language: Language,
) {
  const { user, authorized } = useSession();
  const { propertyId, checkIn, checkOut } = request;
  return useQuery({
    queryKey: ['quote', user?.id, propertyId, checkIn, checkOut, currency, language],
    queryFn: ({ signal }) =>
      authorized((accessToken) =>
        apiSend('/v1/bookings/quote', {
          method: 'GET',
          accessToken,
          query: { propertyId, checkIn, checkOut, currency, lang: language },
          schema: quoteSchema,
          signal,
        }),
      ),
    enabled: user !== null && checkIn !== null && checkOut !== null,
    // The last price stays on screen while the next one is asked for.
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useCreateBooking() {
  const { user, authorized } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, idempotencyKey }: { input: CreateBooking; idempotencyKey: string }) =>
      authorized((accessToken) =>
        apiSend('/v1/bookings', {
          method: 'POST',
          accessToken,
          body: input,
          headers: { 'Idempotency-Key': idempotencyKey },
          schema: bookingSchema,
        }),
      ),
    onSuccess: (booking) => {
      if (!user) return;
      queryClient.setQueryData([...bookingKeys.one(user.id, booking.number), booking.language], booking);
      void queryClient.invalidateQueries({ queryKey: bookingKeys.all(user.id) });
    },
  });
}

export function useBookings(language: Language) {
  const { user, authorized } = useSession();
  return useQuery({
    queryKey: bookingKeys.list(user?.id ?? '', language),
    queryFn: ({ signal }) =>
      authorized((accessToken) =>
        apiSend('/v1/bookings', {
          method: 'GET',
          accessToken,
          query: { lang: language },
          schema: bookingListSchema,
          signal,
        }),
      ),
    enabled: user !== null,
  });
}

/** One of the guest's bookings; `poll` says, from the booking as last read, when to ask again (ms). */
export function useBooking(
  number: string,
  language: Language,
  poll?: (booking: Booking | undefined) => number | false,
) {
  const { user, authorized } = useSession();
  return useQuery({
    queryKey: [...bookingKeys.one(user?.id ?? '', number), language],
    queryFn: ({ signal }) =>
      authorized((accessToken) =>
        apiSend(path(number), {
          method: 'GET',
          accessToken,
          query: { lang: language },
          schema: bookingSchema,
          signal,
        }),
      ),
    enabled: user !== null,
    retry: false,
    refetchInterval: poll ? (query) => poll(query.state.data) : false,
  });
}

export function useBankTransfer(number: string) {
  const { user, authorized } = useSession();
  return useQuery({
    queryKey: [...bookingKeys.one(user?.id ?? '', number), 'bank-transfer'],
    queryFn: ({ signal }) =>
      authorized((accessToken) =>
        apiSend(path(number, '/bank-transfer'), {
          method: 'GET',
          accessToken,
          schema: bankTransferSchema,
          signal,
        }),
      ),
    enabled: user !== null,
    retry: false,
  });
}

export function useCancellationQuote(number: string, enabled: boolean) {
  const { user, authorized } = useSession();
  return useQuery({
    queryKey: [...bookingKeys.one(user?.id ?? '', number), 'cancellation'],
    queryFn: ({ signal }) =>
      authorized((accessToken) =>
        apiSend(path(number, '/cancellation'), {
          method: 'GET',
          accessToken,
          schema: cancellationQuoteSchema,
          signal,
        }),
      ),
    enabled: user !== null && enabled,
    // The cost depends on the time: ask again each time the dialog opens.
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}

/** A change of a booking's state (transferred, cancelled): the answer is the booking as it now is. */
function useBookingChange<V>(send: (accessToken: string, variables: V) => Promise<Booking>) {
  const { user, authorized } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: V) => authorized((accessToken) => send(accessToken, variables)),
    // The booking, its transfer and its cancellation cost are all asked for again.
    onSuccess: () => {
      if (user) void queryClient.invalidateQueries({ queryKey: bookingKeys.all(user.id) });
    },
  });
}

export function useMarkTransferred(number: string) {
  return useBookingChange<void>((accessToken) =>
    apiSend(path(number, '/transferred'), { method: 'POST', accessToken, schema: bookingSchema }),
  );
}

export function useCancelBooking(number: string) {
  return useBookingChange<CancelBookingInput>((accessToken, body) =>
    apiSend(path(number, '/cancel'), { method: 'POST', accessToken, body, schema: bookingSchema }),
  );
}

/** The payment methods a guest may choose now (public; a provider that is switched off is left out). */
export function usePaymentMethods() {
  return useQuery(
    queryOptions({
      queryKey: ['payment-methods'],
      queryFn: ({ signal }) => apiGet('/v1/payments/methods', { schema: paymentMethodsSchema, signal }),
      staleTime: 5 * 60_000,
    }),
  );
}

/**
 * Starts a card or VNPay payment of a held booking: the answer is the provider's page (or its
 * local stand-in) to send the guest to. Each call is a new attempt; the provider's signed
 * notification, not the guest's return, confirms the booking.
 */
export function useStartPayment() {
  const { authorized } = useSession();
  return useMutation({
    mutationFn: ({ number, language }: { number: string; language: Language }) =>
      authorized((accessToken) =>
        apiSend(path(number, '/payment'), {
          method: 'POST',
          accessToken,
          query: { lang: language },
          schema: paymentRedirectSchema,
        }),
      ),
  });
}
