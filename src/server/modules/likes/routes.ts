import { likeEndpoints as e } from '../../../shared/contracts/likes';
import { itemKinds, LIKEABLE_KINDS } from '../../../shared/domains/item-kind';
import type { Routes } from '../../platform/http';
import { refuseAttempt } from '../../platform/rate-limit';
import { listMyLikes, setLike } from './service';

export function registerLikeRoutes(routes: Routes): void {
  routes.implement(e.mine, { keep: 'per-member' }, ({ c, actor, query }) =>
    listMyLikes(c.get('deps').db, actor, query),
  );

  // One route per kind: each kind has its own sign-in message for visitors. The like limit is counted in the
  // like's own statement (service.ts), not by memberRateLimit's middleware: one round trip instead of two.
  for (const kind of LIKEABLE_KINDS) {
    const { like, unlike } = e.toggles[kind];
    const server = { notFound: itemKinds[kind].notFound };
    for (const [endpoint, liked] of [
      [like, true],
      [unlike, false],
    ] as const) {
      routes.implement(endpoint, server, async ({ c, actor, params }) => {
        const { db, live } = c.get('deps');
        const answer = await setLike(db, live, actor, kind, params.id, liked);
        return 'retryAfterSeconds' in answer ? refuseAttempt(c, answer.retryAfterSeconds) : answer;
      });
    }
  }
}
