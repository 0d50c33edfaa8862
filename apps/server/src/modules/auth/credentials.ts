import type { Credentials } from '@matchday/shared';
import type { Db } from '../../platform/db.ts';
import { sessionUserOf } from '../accounts/session-user.ts';
import { ACCESS_TOKEN_TTL_SECONDS, signAccessToken } from './access-tokens.ts';
import type { AuthContext } from './auth-context.types.ts';
import type { IssuedSession } from './sessions.service.ts';

/**
 * The answer of sign-in, refresh and impersonation: the session user of SPEC §3 and the token
 * pair. The access token never outlives its session.
 */
export async function credentialsFor(
  ctx: AuthContext,
  db: Db,
  session: IssuedSession,
): Promise<Credentials> {
  const user = await sessionUserOf(db, session.subject.kind, session.subject.id);
  if (!user) throw new Error(`account ${session.subject.id} vanished while signing in`);
  const remaining = (session.expiresAt.getTime() - Date.now()) / 1000;
  const { jwt } = await signAccessToken(
    ctx.key,
    {
      kind: session.subject.kind,
      sub: session.subject.id,
      sid: session.family,
      ver: session.subjectVersion,
      act: session.impersonatorId,
    },
    Math.min(ctx.accessTokenTtlSeconds ?? ACCESS_TOKEN_TTL_SECONDS, remaining),
  );
  return {
    user,
    token: { accessTokenHeader: `Bearer ${jwt}`, refreshToken: session.refreshToken },
  };
}
