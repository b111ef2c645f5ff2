import type { CurrencyCode } from '@stayvn/shared';
import { createContext, useContext, type ReactNode } from 'react';

export type BookingUser = {
  id: string;
  fullName: string;
  email: string;
  phoneNumber?: string | null;
};

/**
 * What the booking pages need from the accounts and preferences features (features do not
 * import one another; the routes compose them, see routes/$lang/-booking-session.tsx).
 */
export type BookingSession = {
  /** The signed-in guest, or null. */
  user: BookingUser | null;
  /** Runs a call with the guest's access token (refreshed once on a 401). */
  authorized: <T>(call: (accessToken: string) => Promise<T>) => Promise<T>;
  /** Opens the login dialog. */
  requireLogin: () => void;
  currency: CurrencyCode;
};

const BookingSessionContext = createContext<BookingSession | null>(null);

export function BookingSessionProvider({ value, children }: { value: BookingSession; children: ReactNode }) {
  return <BookingSessionContext.Provider value={value}>{children}</BookingSessionContext.Provider>;
}

export function useBookingSession(): BookingSession {
  const session = useContext(BookingSessionContext);
  if (!session) throw new Error('useBookingSession needs a BookingSessionProvider');
  return session;
}
