// Route guards (spec §2): without a token the visitor goes to /user/login?redirect=<full path, query
// and hash included>; a logged-in user opening the login page goes home.
import { useState } from 'react';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { getToken } from '../session/sessionState';
import { useSession } from '../session/useSession';
import { PATHS, loginPathFor } from './paths';

export function RequireAuth({ children }: { children: ReactNode }) {
  const { token } = useSession();
  const location = useLocation();
  if (!token) {
    // The hash too: it may name the part of the page the user was sent to.
    const wanted = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={loginPathFor(wanted)} replace />;
  }
  return <>{children}</>;
}

/**
 * The login page for visitors; a user already logged in when opening it goes home. Only the token
 * at arrival counts: after a successful login the page itself finishes (tenant choice, redirect).
 */
export function GuestOnly({ children }: { children: ReactNode }) {
  const [tokenOnArrival] = useState(getToken);
  if (tokenOnArrival) return <Navigate to={PATHS.home} replace />;
  return <>{children}</>;
}
