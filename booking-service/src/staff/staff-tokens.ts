import { staffAccessTokenLifetimeSeconds, staffEnrolmentTokenLifetimeSeconds } from '@stayvn/shared';
import { createSigner, createVerifier } from 'fast-jwt';

const accessAudience = 'stayvn-staff';
const enrolmentAudience = 'stayvn-staff-enrolment';

export interface StaffAccessClaims {
  sub: string;
  sid: string;
}

/**
 * Staff tokens: HS256 with STAFF_JWT_SECRET and their own audiences, so neither a guest's token
 * (JWT_SECRET) nor an enrolment token opens a staff route. Access tokens last 15 minutes; the
 * session behind each is checked per request.
 */
export function createStaffTokens(secret: string) {
  const signAccess = createSigner({
    key: secret,
    algorithm: 'HS256',
    aud: accessAudience,
    expiresIn: staffAccessTokenLifetimeSeconds * 1000,
  });
  const verifyAccess = createVerifier({ key: secret, algorithms: ['HS256'], allowedAud: accessAudience });
  const signEnrolment = createSigner({
    key: secret,
    algorithm: 'HS256',
    aud: enrolmentAudience,
    expiresIn: staffEnrolmentTokenLifetimeSeconds * 1000,
  });
  const verifyEnrolment = createVerifier({
    key: secret,
    algorithms: ['HS256'],
    allowedAud: enrolmentAudience,
  });

  return {
    access(claims: StaffAccessClaims): { token: string; expiresAt: number } {
      const token = signAccess({ sub: claims.sub, sid: claims.sid });
      return { token, expiresAt: Math.floor(Date.now() / 1000) + staffAccessTokenLifetimeSeconds };
    },
    /** The claims of a valid access token, or undefined. */
    verifyAccess(token: string): StaffAccessClaims | undefined {
      try {
        const claims = verifyAccess(token) as Partial<StaffAccessClaims>;
        return typeof claims.sub === 'string' && typeof claims.sid === 'string'
          ? { sub: claims.sub, sid: claims.sid }
          : undefined;
      } catch {
        return undefined;
      }
    },
    enrolment(staffId: string): string {
      return signEnrolment({ sub: staffId });
    },
    /** The staff id of a valid enrolment token, or undefined. */
    verifyEnrolment(token: string): string | undefined {
      try {
        const claims = verifyEnrolment(token) as { sub?: unknown };
        return typeof claims.sub === 'string' ? claims.sub : undefined;
      } catch {
        return undefined;
      }
    },
  };
}

export type StaffTokens = ReturnType<typeof createStaffTokens>;
